import type { QuizCategory, QuizDifficulty, QuizType, StatusBadge } from '@one-world/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce, preparedShapes } from '../../db/prepared';
import {
  type QuizAttemptRow,
  type QuizQuestionRow,
  quizAttempts,
  quizQuestions,
  users,
} from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

export type { QuizAttemptRow, QuizQuestionRow } from '../../db/schema';

/** One combination of the setup form. */
export interface QuizKind {
  category: QuizCategory;
  difficulty: QuizDifficulty;
  type: QuizType;
}

/** A question as it is written into the bank. */
export type QuestionFields = QuizKind & {
  question: string;
  correctAnswer: string;
  incorrectAnswers: string[];
};

/** Whose attempts to count: a member's or a visitor's (by client key). */
export type AttemptOwner = { userId: string } | { clientKey: string };

/*
 * The three reads of `GET /api/quiz/allowance`, asked on every visit to /quiz, and the count the
 * start of a quiz checks twice: each built and prepared once (issue 12).
 */
const statusBadgeStatement = preparedOnce('quiz_status_badge', (db: Executor) =>
  db
    .select({ statusBadge: users.statusBadge })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/** A member's attempts by their id; a visitor's (no member) by their client key. */
const countStartedStatement = preparedShapes(
  'quiz_count_started',
  (owner: 'member' | 'visitor') => owner,
  (db: Executor, owner) =>
    db
      .select({ n: count() })
      .from(quizAttempts)
      .where(
        and(
          owner === 'member'
            ? eq(quizAttempts.userId, sql.placeholder('userId'))
            : and(
                isNull(quizAttempts.userId),
                eq(quizAttempts.clientKey, sql.placeholder('clientKey')),
              ),
          eq(quizAttempts.week, sql.placeholder('week')),
        ),
      ),
);

const recentFinishedStatement = preparedOnce('quiz_recent_finished', (db: Executor) =>
  db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, sql.placeholder('userId')), isNotNull(quizAttempts.finishedAt)),
    )
    .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
    .limit(sql.placeholder('take')),
);

const createdBefore = (before: Keyset) =>
  sql`(${quizQuestions.createdAt}, ${quizQuestions.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`;

/** All SQL of the quiz: the bank and the attempts. */
export function quizRepository(db: Executor) {
  return {
    /** Up to `take` random questions of one kind (the bank is small: random order is cheap). */
    pick(kind: QuizKind, take: number): Promise<QuizQuestionRow[]> {
      return db
        .select()
        .from(quizQuestions)
        .where(
          and(
            eq(quizQuestions.category, kind.category),
            eq(quizQuestions.difficulty, kind.difficulty),
            eq(quizQuestions.type, kind.type),
          ),
        )
        .orderBy(sql`random()`)
        .limit(take);
    },

    /** One page of the bank newest first, optionally of one category, difficulty or type. */
    list(
      filter: Partial<QuizKind>,
      before: Keyset | undefined,
      take: number,
    ): Promise<QuizQuestionRow[]> {
      return db
        .select()
        .from(quizQuestions)
        .where(
          and(
            filter.category ? eq(quizQuestions.category, filter.category) : undefined,
            filter.difficulty ? eq(quizQuestions.difficulty, filter.difficulty) : undefined,
            filter.type ? eq(quizQuestions.type, filter.type) : undefined,
            before ? createdBefore(before) : undefined,
          ),
        )
        .orderBy(desc(quizQuestions.createdAt), desc(quizQuestions.id))
        .limit(take);
    },

    async find(id: string): Promise<QuizQuestionRow | null> {
      const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Adds one question; a duplicate (whatever its case) raises the unique violation. */
    async insert(fields: QuestionFields, now: Date): Promise<QuizQuestionRow> {
      const rows = await db
        .insert(quizQuestions)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('insert into quiz_questions returned no row');
      return row;
    },

    /**
     * Adds the questions the bank does not hold yet; those already in it (case-insensitively, the
     * only unique key besides the id) are skipped. Answers how many were added.
     */
    async insertNew(questions: QuestionFields[], now: Date): Promise<number> {
      if (questions.length === 0) return 0;
      // Only the questions not in the bank yet are inserted: a restart's seed finds them all there,
      // and a cheap look-up through the unique index beats an insert that conflicts on every row.
      const held = await db
        .select({ question: sql<string>`lower(${quizQuestions.question})` })
        .from(quizQuestions)
        .where(
          inArray(
            sql`lower(${quizQuestions.question})`,
            questions.map((q) => q.question.toLowerCase()),
          ),
        );
      const known = new Set(held.map((row) => row.question));
      const missing = questions.filter((q) => !known.has(q.question.toLowerCase()));
      if (missing.length === 0) return 0;
      // A node starting at the same time may insert the same ones: those conflicts are skipped.
      const rows = await db
        .insert(quizQuestions)
        .values(missing.map((q) => ({ ...q, createdAt: now, updatedAt: now })))
        .onConflictDoNothing()
        .returning({ id: quizQuestions.id });
      return rows.length;
    },

    /** Rewrites a question; null when it no longer exists, a unique violation when duplicated. */
    async update(id: string, fields: QuestionFields, now: Date): Promise<QuizQuestionRow | null> {
      const rows = await db
        .update(quizQuestions)
        .set({ ...fields, updatedAt: now })
        .where(eq(quizQuestions.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /** The member's badge, which decides their weekly allowance. */
    async statusBadgeOf(userId: string): Promise<StatusBadge | null> {
      const rows = await statusBadgeStatement(db, { userId });
      return rows[0]?.statusBadge ?? null;
    },

    /**
     * Serializes the allowance check and the attempt of one player inside the caller's
     * transaction, so two quizzes started at once cannot both take the last one.
     */
    async lockOwner(owner: AttemptOwner): Promise<void> {
      const key =
        'userId' in owner ? `quiz:user:${owner.userId}` : `quiz:client:${owner.clientKey}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    /** How many quizzes the player started in the ISO week. */
    async countStarted(owner: AttemptOwner, week: string): Promise<number> {
      const rows = await countStartedStatement(db, 'userId' in owner ? 'member' : 'visitor', {
        ...owner,
        week,
      });
      return rows[0]?.n ?? 0;
    },

    /** Records a started quiz of `total` questions. */
    async insertAttempt(
      owner: AttemptOwner,
      week: string,
      kind: QuizKind,
      total: number,
      now: Date,
    ): Promise<QuizAttemptRow> {
      const rows = await db
        .insert(quizAttempts)
        .values({
          userId: 'userId' in owner ? owner.userId : null,
          clientKey: 'clientKey' in owner ? owner.clientKey : null,
          week,
          ...kind,
          total,
          startedAt: now,
        })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('insert into quiz_attempts returned no row');
      return row;
    },

    async findAttempt(id: string): Promise<QuizAttemptRow | null> {
      const rows = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Records the score once: false when the attempt already has one. */
    async finishAttempt(id: string, score: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(quizAttempts)
        .set({ score, finishedAt: now })
        .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.finishedAt)))
        .returning({ id: quizAttempts.id });
      return rows.length > 0;
    },

    /** The member's latest finished quizzes, newest first. */
    recentFinished(userId: string, take: number): Promise<QuizAttemptRow[]> {
      return recentFinishedStatement(db, { userId, take });
    },
  };
}
