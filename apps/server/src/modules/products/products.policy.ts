import { definePolicy, isAdmin, type Rule } from '../../lib/policy';
import type { ProductRow } from './products.repository';

/** What a policy needs to know of a product: whether it is still on sale. */
export interface ProductVisibility {
  status: ProductRow['status'];
}

const adminsOnly: Rule<ProductVisibility> = (actor) => isAdmin(actor);

/**
 * Who may do what with a product: everyone sees the active ones, admins also the retired ones,
 * and only admins add, edit, retire or restore products (the shop is the site's own).
 */
export const productPolicy = definePolicy({
  read: {
    rule: (actor, product: ProductVisibility) => product.status === 'active' || isAdmin(actor),
    refusal: 'shop.retiredAdminsOnly',
  },
  create: { rule: adminsOnly, refusal: 'shop.addAdminsOnly' },
  update: { rule: adminsOnly, refusal: 'shop.editAdminsOnly' },
  retire: { rule: adminsOnly, refusal: 'shop.retireAdminsOnly' },
});
