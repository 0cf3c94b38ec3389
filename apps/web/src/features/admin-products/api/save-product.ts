import { type CreateProductBody, Product, type UpdateProductBody } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALL_PRODUCTS, PRODUCT_WRITE_TIMEOUT_MS } from './product-query-keys';

/** POST /api/products — an admin adds a product with its picture. */
export function createProduct(body: CreateProductBody): Promise<Product> {
  return api.post('/api/products', body, {
    schema: import.meta.env.DEV && Product,
    timeoutMs: PRODUCT_WRITE_TIMEOUT_MS,
  });
}

export interface UpdateProductInput {
  id: string;
  /** Only the fields to change; `status` retires or restores the product. */
  body: UpdateProductBody;
}

/** PUT /api/products/:id — an admin edits, retires or restores a product. */
export function updateProduct({ id, body }: UpdateProductInput): Promise<Product> {
  return api.put(`/api/products/${encodeURIComponent(id)}`, body, {
    schema: import.meta.env.DEV && Product,
    timeoutMs: PRODUCT_WRITE_TIMEOUT_MS,
  });
}

/** DELETE /api/products/:id — an admin takes a product off the shop (it is retired, not erased). */
export function retireProduct(id: string): Promise<Product> {
  return api.delete(`/api/products/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV && Product,
  });
}

/** A product write that refreshes every product list once it succeeded. */
function useProductWrite<I>(write: (input: I) => Promise<Product>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_PRODUCTS }),
  });
}

export const useCreateProduct = () => useProductWrite(createProduct);
export const useUpdateProduct = () => useProductWrite(updateProduct);
export const useRetireProduct = () => useProductWrite(retireProduct);
