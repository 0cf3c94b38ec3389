import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { usersRepository } from './users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a member’s row', () => {
  it('leaves the search document in the database, whichever way it is read or written', async () => {
    const { user } = await signUp(t.app, { name: 'Search Less' });
    const repository = usersRepository(t.app.ctx.db);
    const rows = [
      await repository.findById(user._id),
      await repository.findProfile(user._id, null),
      await repository.findByEmail(user.email),
      await t.app.ctx.db.transaction((tx) => usersRepository(tx).findForUpdate(user._id)),
      await repository.update(user._id, { bio: 'Words a search would find' }),
      await repository.setLanguages(user._id, { language: 'fr' }),
      await repository.markEmailConfirmed(user._id, new Date()),
      await repository.applyPendingEmail(
        user._id,
        `search-less-${user._id}@example.test`,
        new Date(),
      ),
    ];
    for (const row of rows) {
      expect(row).toMatchObject({ id: user._id, name: 'Search Less' });
      expect(row).not.toHaveProperty('search');
    }
    const inserted = await repository.insert({
      name: 'Search Less Too',
      email: `search-less-too-${user._id}@example.test`,
      passwordHash: 'not-a-real-hash',
    });
    expect(inserted).toMatchObject({ name: 'Search Less Too' });
    expect(inserted).not.toHaveProperty('search');
  });
});
