import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, type SignedUp, signUp, startConversation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { contactsRepository } from './contacts.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openConversation = (sender: SignedUp, receiver: SignedUp) =>
  startConversation(t.app, sender.cookie, receiver.user._id);

async function blockMember(blocker: SignedUp, member: SignedUp) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/blocks/${member.user._id}`,
    headers: { cookie: blocker.cookie },
  });
  expect(res.statusCode).toBe(200);
}

const contactsOf = (member: SignedUp) =>
  contactsRepository(t.app.ctx.db).contactIds(member.user._id);

describe('contactIds', () => {
  it('is empty for a member without follows or conversations', async () => {
    const loner = await signUp(t.app);
    expect(await contactsOf(loner)).toEqual([]);
  });

  it('lists whom the member follows, who follows them and their conversation partners', async () => {
    const member = await signUp(t.app);
    const [followed, follower, started, joined, stranger] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    await follow(t.app, member.cookie, followed.user._id);
    await follow(t.app, follower.cookie, member.user._id);
    await openConversation(member, started);
    await openConversation(joined, member);
    // The stranger has contacts of their own, none of them the member.
    await follow(t.app, stranger.cookie, followed.user._id);
    await openConversation(stranger, joined);

    const ids = [followed, follower, started, joined].map((m) => m.user._id);
    expect((await contactsOf(member)).sort()).toEqual(ids.sort());
    expect(await contactsOf(followed)).toEqual(expect.arrayContaining([member.user._id]));
    expect(await contactsOf(joined)).toEqual(expect.arrayContaining([member.user._id]));
  });

  it('names a contact once however many ways they are connected', async () => {
    const [member, friend] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(t.app, member.cookie, friend.user._id);
    await follow(t.app, friend.cookie, member.user._id);
    await openConversation(friend, member);
    expect(await contactsOf(member)).toEqual([friend.user._id]);
    expect(await contactsOf(friend)).toEqual([member.user._id]);
  });

  it('leaves out a member either of them blocked, their follows and conversation kept or not', async () => {
    const [member, blocked, blocker, friend] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    await openConversation(member, blocked);
    await openConversation(blocker, member);
    await follow(t.app, member.cookie, friend.user._id);
    await blockMember(member, blocked);
    await blockMember(blocker, member);
    expect(await contactsOf(member)).toEqual([friend.user._id]);
    expect(await contactsOf(blocked)).toEqual([]);
    expect(await contactsOf(blocker)).toEqual([]);
  });
});
