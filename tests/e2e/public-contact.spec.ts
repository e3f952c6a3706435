import { adminList, expectNoSeriousA11yViolations, signInAsAdmin, toastTitled } from './support';
import { expect, test } from './test';

test('a contact inquiry is checked, sent, stored and the form cleared', async ({ page, request }) => {
  await page.goto('/contact');
  await expect(page.getByText("We'll respond within 24 hours")).toBeVisible();
  const piece = page.getByLabel('Sculpture of interest');
  // The unlocked sculptures by title (the locked Cereal Kid is not offered).
  await expect(piece.locator('option')).toHaveText([
    'Select a sculpture (optional)',
    'Hero Kid',
    'Gamer Kid',
    'Boom Box Kid',
    'VHS Kid',
  ]);
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name').fill('Ada Collector');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(toastTitled(page, 'Missing fields')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('ada at example');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(toastTitled(page, 'Invalid Email')).toBeVisible();

  const message = `Is the 54 inch VHS Kid still open? ${Date.now()}`;
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(toastTitled(page, 'Invalid Phone')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 0100');
  await piece.selectOption('VHS Kid');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    page.getByText('Thank you for your inquiry! We will get back to you as soon as possible.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  const inquiries = await adminList<Record<string, string>>(request, 'inquiries');
  const stored = inquiries.find((inquiry) => inquiry.message === message);
  expect(stored).toMatchObject({
    name: 'Ada Collector',
    email: 'ada@example.com',
    sculptureInterest: 'VHS Kid',
    phone: '+1 555 0100',
    isCollector: 'false',
    isGallery: 'false',
  });

  // The owner sees whom to call back, as a link a phone can dial.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  const card = page.getByRole('article').filter({ hasText: message });
  await expect(card.getByRole('link', { name: 'Phone: +1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );
  await expectNoSeriousA11yViolations(page);
});
