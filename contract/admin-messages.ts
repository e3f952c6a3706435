/** The exact validation messages that only the admin and the server use (public ones: messages.ts). */
export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  signInLinkInvalid:
    'This sign-in link is not valid: it was used already or is more than 15 minutes old. Print a new one with npm run admin -- sign-in-link.',
  sculpture: {
    slug: 'Slug is required',
    title: 'Title is required',
    tagline: 'Tagline is required',
    intro: 'Introduction is required',
    medium: 'Medium is required',
    sizes: 'At least one size is required',
    edition: 'Edition is required',
    finish: 'Finish is required',
    certificate: 'Certificate is required',
    seoTitle: 'SEO title is required',
    seoDescription: 'SEO description is required',
    // The scheduled release's own message (docs/decisions/0012-drops.md).
    releaseAtFormat: 'Release time must be a date and time with its time zone',
    releaseAtPast: 'Choose a release time in the future',
  },
  about: {
    title: 'Title is required',
    paragraphs: 'At least one paragraph is required',
    paragraph: 'Paragraph cannot be empty',
    timelineTitle: 'Timeline title is required',
    timelineBody: 'Timeline description is required',
    ctaHref: 'Link must be a site path such as /collection, an http(s):// address or mailto:',
  },
  journal: {
    slug: 'Slug is required',
    slugPattern: 'Slug must contain only lowercase letters, numbers, and hyphens',
    title: 'Title is required',
    excerpt: 'Excerpt is required',
    body: 'Body content is required',
    date: 'Date is required',
  },
  newsletterSend: {
    subject: { title: 'Subject Required', description: 'Please enter a subject for the newsletter' },
    content: { title: 'Content Required', description: 'Please enter both HTML and text content' },
    noSubscribers: { title: 'No Subscribers', description: 'There are no newsletter subscribers to send to' },
    testEmail: { title: 'Email Required', description: 'Please enter the address to send the test copy to' },
    sendAt: {
      invalid: 'Please choose a valid date and time',
      past: 'Please choose a time in the future',
      tooFar: 'Please choose a time within the next year',
    },
    releaseNotScheduled: 'That piece has no release scheduled',
    alreadyStarted: 'This newsletter has already started sending',
    draftGone: 'This draft was sent or deleted in another window',
  },
  popup: {
    required: {
      title: 'Required Fields Missing',
      description: 'Please fill in the title and content fields.',
    },
    delay: { title: 'Invalid Delay', description: 'Delay must be between 1 and 300 seconds.' },
  },
  upload: {
    invalidType: 'Invalid file type',
    notImage: (file: string) => `${file} is not an image file`,
    notImageOrVideo: (file: string) => `${file} is not an image or video file`,
    tooLarge: 'File too large',
    largerThan: (file: string, limit: string) => `${file} is larger than ${limit}`,
    heroPhotoType: 'Please select an image file',
    heroPhotoSize: 'Please select an image smaller than 10MB',
    heroVideoType: 'Please select a video file',
    heroVideoSize: 'Please select a video smaller than 50MB',
  },
  /** The server's answers to a refused upload (it never learns the file's name). */
  uploadRefused: {
    type: (accepted: string) => `Invalid file type: only ${accepted} files are accepted here`,
    size: (what: string, limit: string) => `File too large: ${what} here may be at most ${limit}`,
    empty: 'The file is empty',
  },
} as const;
