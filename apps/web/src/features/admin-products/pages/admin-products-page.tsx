import type { Product } from '@one-world/contract';
import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  Modal,
  PlusIcon,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeskProducts } from '../api/get-desk-products';
import { useRetireProduct, useUpdateProduct } from '../api/save-product';
import { DeskProductRow } from '../components/desk-product-row';
import { ProductForm } from '../components/product-form';

/** Which form is open: a new product, or the one being edited. */
type Editing = { product?: Product } | null;

/** /admin/products: every product, retired ones too, with Add, Edit, Retire and Restore (admins). */
export function AdminProductsPage() {
  const t = useT();
  const desk = useDeskProducts();
  const retire = useRetireProduct();
  const restore = useUpdateProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<Product | null>(null);
  const products = desk.data?.pages.flatMap((page) => page.products) ?? [];
  const restoring = toggling?.status === 'retired';

  const toggleStatus = (product: Product) => {
    const handlers = {
      onSuccess: () => {
        setToggling(null);
        toast.success(t(restoring ? 'admin.products.restored' : 'admin.products.retiredToast'));
      },
      onError: (error: unknown) =>
        toast.error(
          errorMessage(
            error,
            t(restoring ? 'admin.products.restoreFailed' : 'admin.products.retireFailed'),
          ),
        ),
    };
    if (restoring) restore.mutate({ id: product._id, body: { status: 'active' } }, handlers);
    else retire.mutate(product._id, handlers);
  };

  const addButton = (
    <Button onClick={() => setEditing({})}>
      <PlusIcon className="size-4" />
      {t('admin.products.add')}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            {t('admin.products.heading')}
          </h1>
          <p className="mt-2 text-slate-600">{t('admin.products.intro')}</p>
        </div>
        <div className="self-start sm:self-auto">{addButton}</div>
      </header>

      <section aria-label={t('admin.products.listLabel')} className="mt-8">
        {desk.isPending ? (
          <LoadingState label={t('admin.products.loading')} />
        ) : desk.isError && products.length === 0 ? (
          <ErrorState
            error={desk.error}
            fallback={t('shop.loadFailed')}
            onRetry={() => void desk.refetch()}
            retrying={desk.isFetching}
          />
        ) : products.length === 0 ? (
          <EmptyState message={t('admin.products.empty')}>{addButton}</EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {products.map((product) => (
                <li key={product._id}>
                  <DeskProductRow
                    product={product}
                    onEdit={(p) => setEditing({ product: p })}
                    onToggleStatus={setToggling}
                  />
                </li>
              ))}
            </ul>
            <LoadMore list={desk} errorFallback={t('shop.loadMoreFailed')} />
          </>
        )}
      </section>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.product ? 'admin.products.edit' : 'admin.products.add')}
        size="lg"
      >
        {editing && (
          // Keyed by product, so opening another one starts its form afresh.
          <ProductForm
            key={editing.product?._id ?? 'new'}
            product={editing.product}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={toggling !== null}
        title={t(restoring ? 'admin.products.restoreTitle' : 'admin.products.retireTitle')}
        description={t(
          restoring ? 'admin.products.restoreDescription' : 'admin.products.retireDescription',
          { title: toggling?.title ?? '' },
        )}
        confirmLabel={t(restoring ? 'admin.products.restore' : 'admin.products.retire')}
        busy={retire.isPending || restore.isPending}
        onConfirm={() => toggling && toggleStatus(toggling)}
        onClose={() => setToggling(null)}
      />
    </div>
  );
}
