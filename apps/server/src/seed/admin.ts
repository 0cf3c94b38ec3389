import { ensureAdmin } from '../modules/users';
import type { SeedStep } from './seed-step';

/**
 * The operator's admin account from ADMIN_EMAIL / ADMIN_PASSWORD: created when missing, promoted
 * when it exists as a member. Without ADMIN_PASSWORD a strong password is generated and logged
 * once, at creation; later starts never log it again.
 */
export const adminSeed: SeedStep = {
  name: 'admin',
  async run(ctx, log) {
    const admin = ctx.config.admin;
    if (!admin) return;
    const result = await ensureAdmin(ctx.db, { email: admin.email, password: admin.password });
    const email = result.user.email;
    if (result.generatedPassword) {
      log.warn(
        { email },
        `Created the admin account ${email} with this one-time generated password: ` +
          `${result.generatedPassword} — store it safely, it will not be shown again ` +
          '(set ADMIN_PASSWORD to choose the password yourself).',
      );
    } else if (result.outcome === 'created') {
      log.info(
        { email },
        `Created the admin account ${email} with the password from ADMIN_PASSWORD`,
      );
    } else if (result.outcome === 'promoted') {
      log.info({ email }, `Promoted ${email} to admin`);
    }
  },
};
