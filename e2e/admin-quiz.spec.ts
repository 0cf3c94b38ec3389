import { randomBytes } from 'node:crypto';
import { QUIZ_MESSAGES, type QuizQuestionBody } from '@one-world/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { english } from './support/i18n';
import { signInViaApi, signUpViaApi } from './support/users';

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

// The desk's own combination, so its questions are easy to find with the filters.
const COMBO = { category: 'history', difficulty: 'medium', type: 'multiple' } as const;

/** Narrows the list to the desk's combination. */
async function filterToCombo(page: Page) {
  const filters = page.getByRole('search', { name: 'Filter the questions' });
  await field(filters, 'Category').selectOption(COMBO.category);
  await field(filters, 'Difficulty').selectOption(COMBO.difficulty);
  await field(filters, 'Type').selectOption(COMBO.type);
}

test('visitors are sent to sign in and members are told the desk is for admins', async ({
  page,
}) => {
  await page.goto('/admin/quiz');
  await expect(page).toHaveURL('/auth/signin?redirect=%2Fadmin%2Fquiz');
  await signUpViaApi(page.request);
  await page.goto('/admin/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Quiz questions' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin adds a question, edits it, and imports a file with one new and one duplicate', async ({
  page,
}) => {
  test.slow();
  await signInViaApi(page.request, E2E_ADMIN);
  const run = randomBytes(3).toString('hex');
  const question = `Which empire built Machu Picchu (${run})?`;

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Quiz questions' })
    .click();
  await expect(page).toHaveURL('/admin/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz questions' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Add: refused while answers are missing, then saved.
  await page.getByRole('button', { name: 'Add question' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  await expect(dialog).toBeVisible();
  await field(dialog, 'Category').selectOption(COMBO.category);
  await field(dialog, 'Difficulty').selectOption(COMBO.difficulty);
  await field(dialog, 'Type').selectOption(COMBO.type);
  await field(dialog, 'Question').fill(question);
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await field(dialog, 'Correct answer').fill('The Aztecs');
  await field(dialog, 'Wrong answer 1').fill('The Maya');
  await field(dialog, 'Wrong answer 2').fill('The Olmecs');
  await field(dialog, 'Wrong answer 3').fill('The Toltecs');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();

  // Adding it again: the server refuses the duplicate under the question.
  await page.getByRole('button', { name: 'Add question' }).first().click();
  await field(dialog, 'Category').selectOption(COMBO.category);
  await field(dialog, 'Question').fill(question.toUpperCase());
  await field(dialog, 'Correct answer').fill('A');
  await field(dialog, 'Wrong answer 1').fill('B');
  await field(dialog, 'Wrong answer 2').fill('C');
  await field(dialog, 'Wrong answer 3').fill('D');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog.getByText(english(QUIZ_MESSAGES.duplicateQuestion))).toBeVisible();
  await expect(field(dialog, 'Question')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await filterToCombo(page);
  const row = page.getByRole('article', { name: question });
  await expect(row).toContainText('The Aztecs');

  // Edit: the right answer corrected; the type switches the wrong answers to True/False and back.
  await row.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await expect(field(edit, 'Question')).toHaveValue(question);
  await expect(field(edit, 'Wrong answer 1')).toHaveValue('The Maya');
  await field(edit, 'Type').selectOption('boolean');
  await expect(field(edit, 'Wrong answer 1')).toHaveCount(0);
  await expect(field(edit, 'Correct answer')).toHaveValue('True');
  await field(edit, 'Type').selectOption('multiple');
  await field(edit, 'Correct answer').fill('The Incas');
  await field(edit, 'Wrong answer 1').fill('The Aztecs');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('The Incas');

  // Import: a bad file is explained; a good one adds the new question and skips the duplicate.
  const fileInput = page.getByLabel('Import a file');
  await fileInput.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'broken.json: This file is not valid JSON.',
  );
  const imported = `Who was the first emperor of Rome (${run})?`;
  const results: QuizQuestionBody[] = [
    {
      ...COMBO,
      question: imported,
      correct_answer: 'Augustus',
      incorrect_answers: ['Julius Caesar', 'Nero', 'Caligula'],
    },
    {
      ...COMBO,
      question,
      correct_answer: 'The Incas',
      incorrect_answers: ['The Aztecs', 'The Olmecs', 'The Toltecs'],
    },
  ];
  await fileInput.setInputFiles({
    name: 'questions.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ response_code: 0, results })),
  });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Added 1, skipped 1 duplicate',
  );
  await expect(page.getByRole('article', { name: imported })).toBeVisible();
  await expect(page.getByRole('article', { name: question })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
