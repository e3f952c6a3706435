/** The exact validation messages a visitor can meet, written once (the admin's: admin-messages.ts). */
export const MESSAGES = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email address.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields.' },
  unsubscribe: {
    invalidLink: 'This unsubscribe link is not valid.',
    done: 'You have been unsubscribed from the newsletter.',
  },
  waitlistLeave: {
    invalidLink: 'This waitlist link is not valid.',
    done: 'You have left the waitlist.',
  },
  confirm: {
    invalidLink: 'This confirmation link is not valid.',
    newsletterDone: 'Your subscription is confirmed.',
    waitlistDone: 'Your place on the waitlist is confirmed.',
  },
  invalidCredentials: 'Invalid credentials',
} as const;
