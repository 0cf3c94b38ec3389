import type { ArticleStatus } from '@one-world/contract';
import { definePolicy, isAdmin, type Rule } from '../../lib/policy';

/** What a policy needs to know of an article: whether the public may see it yet. */
export interface ArticleVisibility {
  status: ArticleStatus;
}

const adminsOnly: Rule<ArticleVisibility> = (actor) => isAdmin(actor);

/**
 * Who may do what with an article: everyone reads published ones, admins read drafts and are the
 * only writers (there is no author rule: the inspiration pages are the site's own voice).
 */
export const articlePolicy = definePolicy({
  read: {
    rule: (actor, article: ArticleVisibility) => article.status === 'published' || isAdmin(actor),
    refusal: 'articles.draftsAdminsOnly',
  },
  create: { rule: adminsOnly, refusal: 'articles.writeAdminsOnly' },
  update: { rule: adminsOnly, refusal: 'articles.editAdminsOnly' },
  delete: { rule: adminsOnly, refusal: 'articles.deleteAdminsOnly' },
});

/** Who may upload pictures for articles' content: the admins who write them. */
export const articleImagePolicy = definePolicy({
  upload: {
    rule: (actor, _image: 'article-image') => isAdmin(actor),
    refusal: 'articles.uploadAdminsOnly',
  },
});
