import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { followsRepository } from './follows.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lockMembers', () => {
  it('locks the members that exist, in id order, among any number of ids', async () => {
    const members = [await signUp(t.app), await signUp(t.app)].map((m) => m.user._id);
    // More ids than one statement may carry as separate parameters (65,535): an account with
    // that many follows and followers must still be deletable.
    const ids = [...Array.from({ length: 70_000 }, () => randomUUID()), ...members];
    const locked = await t.app.ctx.db.transaction((tx) => followsRepository(tx).lockMembers(ids));
    expect(locked).toEqual([...members].sort());
  });
});
