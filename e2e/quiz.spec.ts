import { randomBytes } from 'node:crypto';
import {
  type BankQuestion,
  type BankQuestionsPage,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type QuizImportResult,
  type QuizQuestionBody,
} from '@one-world/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { english } from './support/i18n';
import { signInViaApi, signUpViaApi } from './support/users';

// The quiz's own combination: the setup imports its questions here, so the test knows them all.
const COMBO = { category: 'science', difficulty: 'hard', type: 'boolean' } as const;
const run = randomBytes(3).toString('hex');
const ENTITY_QUESTION = `Is &quot;E = mc&sup2;&quot; Einstein&#039;s formula (${run})?`;
const ENTITY_TEXT = `Is "E = mc²" Einstein's formula (${run})?`;

const trueFalse = (question: string, correct: 'True' | 'False'): QuizQuestionBody => ({
  ...COMBO,
  question,
  correct_answer: correct,
  incorrect_answers: [correct === 'True' ? 'False' : 'True'],
});

/** An admin's API session, apart from the page's member. */
async function adminRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  await signInViaApi(context.request, E2E_ADMIN);
  return context.request;
}

/** Every question of the quiz's combination, by the text the screen shows. */
async function bankAnswers(admin: APIRequestContext): Promise<Map<string, string>> {
  const questions: BankQuestion[] = [];
  let cursor: string | null = null;
  do {
    const response = await admin.get('/api/quiz/questions', {
      params: { ...COMBO, limit: 100, ...(cursor && { cursor }) },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as BankQuestionsPage;
    questions.push(...page.questions);
    cursor = page.nextCursor;
  } while (cursor);
  // The texts imported here carry entities; the screen shows them decoded.
  const shown = (text: string) =>
    text.replaceAll('&quot;', '"').replaceAll('&#039;', "'").replaceAll('&sup2;', '²');
  return new Map(questions.map((q) => [shown(q.question), q.correct_answer]));
}

let answers: Map<string, string>;

test.beforeAll(async ({ browser }) => {
  const admin = await adminRequest(browser);
  const response = await admin.post('/api/quiz/import', {
    data: {
      results: [
        trueFalse(ENTITY_QUESTION, 'True'),
        trueFalse(`Is the speed of light in vacuum about 300,000 km/s (${run})?`, 'True'),
        trueFalse(`Is helium heavier than air (${run})?`, 'False'),
        trueFalse(`Do electrons carry a negative charge (${run})?`, 'True'),
        trueFalse(`Is absolute zero 0 °C (${run})?`, 'False'),
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as QuizImportResult).added).toBe(5);
  answers = await bankAnswers(admin);
});

const setup = (page: Page) => page.getByRole('region', { name: 'Choose your quiz' });

/** Fills the setup form and starts the quiz. */
async function startQuiz(page: Page, amount: number, combo: Record<string, string> = COMBO) {
  const form = setup(page);
  await form.getByLabel('Number of questions').fill(String(amount));
  await form.getByLabel('Category').selectOption(combo.category ?? '');
  await form.getByLabel('Difficulty').selectOption(combo.difficulty ?? '');
  await form.getByLabel('Type').selectOption(combo.type ?? '');
  await form.getByRole('button', { name: 'Start quiz' }).click();
}

/** The question on screen, once its progress says it is number `n` of `total`. */
async function questionShown(page: Page, n: number, total: number): Promise<string> {
  await expect(page.getByText(`Question ${n} of ${total}`, { exact: true })).toBeVisible();
  return (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
}

/** Answers every question right (or wrong), one at a time, and answers the texts shown. */
async function playThrough(page: Page, total: number, right: boolean): Promise<string[]> {
  const seen: string[] = [];
  for (let n = 1; n <= total; n++) {
    const text = await questionShown(page, n, total);
    seen.push(text);
    const correct = answers.get(text);
    expect(correct, `the bank knows "${text}"`).toBeDefined();
    const choice = right ? correct : correct === 'True' ? 'False' : 'True';
    await page.getByRole('list', { name: 'Answers' }).getByRole('button', { name: choice }).click();
  }
  return seen;
}

test('a member plays two quizzes to the result, then the third is refused until next week', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page.request);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Yourself' })).toBeVisible();
  await expect(page).toHaveTitle('Quiz Yourself · One World');

  // The setup's defaults (SPEC §9) and this week's allowance for Basic.
  const form = setup(page);
  await expect(form.getByLabel('Number of questions')).toHaveValue(
    String(QUIZ_LIMITS.amountDefault),
  );
  await expect(form.getByLabel('Number of questions')).toHaveAttribute('min', '5');
  await expect(form.getByLabel('Number of questions')).toHaveAttribute('max', '50');
  await expect(form.getByLabel('Category')).toHaveValue('sports');
  await expect(form.getByLabel('Difficulty')).toHaveValue('easy');
  await expect(form.getByLabel('Type')).toHaveValue('boolean');
  await expect(form.getByLabel('Type').locator('option')).toHaveText([
    'multiple choice',
    'true or false',
  ]);
  await expect(page.getByTestId('quiz-remaining')).toContainText('2 of 2');
  await expectNoAxeViolations(page);

  // An amount out of range is refused before asking.
  await form.getByLabel('Number of questions').fill('4');
  await form.getByRole('button', { name: 'Start quiz' }).click();
  await expect(form.getByText('Amount must be at least 5')).toBeVisible();

  // First quiz: every answer right (one through "Next question" is not counted, so none here).
  await startQuiz(page, 5);
  await questionShown(page, 1, 5);
  await expectNoAxeViolations(page);
  await playThrough(page, 5, true);
  const result = page.getByRole('dialog', { name: 'Your result' });
  await expect(result).toBeVisible();
  await expect(result.getByText(english(QUIZ_MESSAGES.congrats))).toBeVisible();
  await expect(result.getByText('100%')).toBeVisible();
  await expect(result.getByText('5/5 correct')).toBeVisible();
  await expect(result.locator('[data-result="good"]')).toBeVisible();
  await expect(page.getByTestId('quiz-confetti')).toBeAttached();
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: english(QUIZ_MESSAGES.playAgain) }).click();
  await expect(result).toBeHidden();
  await expect(setup(page)).toBeVisible();
  // The finished quiz is recorded and counted.
  await expect(page.getByTestId('quiz-remaining')).toContainText('1 of 2');
  await expect(page.getByText('5/5 (100%)')).toBeVisible();

  // Second quiz: the first question skipped with "Next question", the rest answered wrong: red.
  await startQuiz(page, 5);
  await questionShown(page, 1, 5);
  await page.getByRole('button', { name: english(QUIZ_MESSAGES.nextQuestion) }).click();
  for (let n = 2; n <= 5; n++) {
    const text = await questionShown(page, n, 5);
    const wrong = answers.get(text) === 'True' ? 'False' : 'True';
    await page.getByRole('list', { name: 'Answers' }).getByRole('button', { name: wrong }).click();
  }
  await expect(result.getByText('0%')).toBeVisible();
  await expect(result.getByText('0/5 correct')).toBeVisible();
  await expect(result.locator('[data-result="poor"]')).toBeVisible();
  await expect(result.getByText(english(QUIZ_MESSAGES.congrats))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: english(QUIZ_MESSAGES.playAgain) }).click();
  await expect(page.getByTestId('quiz-remaining')).toContainText('0 of 2');

  // Third quiz: past Basic's allowance, the server says when it resets and plans are offered.
  await startQuiz(page, 5);
  const refusal = setup(page).getByRole('alert');
  await expect(refusal).toContainText("You have used this week's quizzes. New ones arrive on");
  await expectNoAxeViolations(page);
  await refusal.getByRole('link', { name: 'See the membership plans' }).click();
  await expect(page).toHaveURL('/pricing');
});

test("too many questions for a combination shows the can't-generate message on the setup", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto('/quiz');
  expect(answers.size).toBeLessThan(QUIZ_LIMITS.amountMax);
  await startQuiz(page, QUIZ_LIMITS.amountMax);
  await expect(setup(page).getByRole('alert')).toHaveText(english(QUIZ_MESSAGES.cantGenerate));
  await expect(setup(page).getByLabel('Number of questions')).toHaveValue('50');
  // Nothing was counted.
  await expect(page.getByTestId('quiz-remaining')).toContainText('2 of 2');
  await expectNoAxeViolations(page);
});

test('questions with HTML entities and quotes show as plain text', async ({ page }) => {
  test.slow();
  await signUpViaApi(page.request);
  await page.goto('/quiz');
  // Every question of the combination, so the one with entities is surely asked.
  const total = Math.min(answers.size, QUIZ_LIMITS.amountMax);
  await startQuiz(page, total);
  const seen = await playThrough(page, total, true);
  expect(seen).toContain(ENTITY_TEXT);
  await expect(page.getByRole('dialog', { name: 'Your result' })).toBeVisible();
  expect(seen.some((text) => text.includes('&quot;') || text.includes('&#039;'))).toBe(false);
});
