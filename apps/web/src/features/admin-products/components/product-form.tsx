import { PRODUCT_LIMITS, type Product } from '@one-world/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, ImageField, TextAreaField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { centsToDollars, dollarsToCents } from '../lib/dollars';

const FIELDS = ['title', 'desc', 'priceCents', 'image'] as const;

interface ProductFormProps {
  /** The product being edited; a new one is added without. */
  product?: Product;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The desk's form: title, description, price typed in dollars and sent as whole cents, and a
 * picture with its preview (required for a new product). It is checked with the contract's schema
 * (loaded on first use, `useFormSchemas`) before sending; the server's "field: message" refusals
 * go under their field, and every field keeps what was typed.
 */
export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const t = useT();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(product?.title ?? '');
  const [desc, setDesc] = useState(product?.desc ?? '');
  const [price, setPrice] = useState(product ? centsToDollars(product.priceCents) : '');
  const [image, setImage] = useState<string | undefined>(undefined);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const { errors, validate, showServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();

  // After a refused save, focus goes to the first field that says why (once it is on screen).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const showProblems = () => setFocusRequest((count) => count + 1);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('admin.products.saveFailed');
    void withFormSchemas(failed, ({ CreateProductBody }) => {
      // A text that is not an amount of dollars goes to the schema as it is, which says why.
      const fields = validate(CreateProductBody.omit({ image: true }), {
        title,
        desc,
        priceCents: dollarsToCents(price) ?? price,
      });
      if (!product && !image) setImageProblem(t('admin.products.pictureRequired'));
      if (!fields || imageProblem || (!product && !image)) {
        showProblems();
        return;
      }
      const handlers = {
        onSuccess: () => {
          toast.success(t(product ? 'admin.products.saved' : 'admin.products.added'));
          onSaved();
        },
        onError: (error: unknown) => {
          showServerError(error, failed);
          showProblems();
        },
      };
      if (product) update.mutate({ id: product._id, body: { ...fields, image } }, handlers);
      else if (image) create.mutate({ ...fields, image }, handlers);
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={preloadFormSchemas}
      noValidate
      className="space-y-5"
    >
      <TextField
        label={t('admin.products.title')}
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={PRODUCT_LIMITS.titleMax}
        error={errors.title}
        required
        autoComplete="off"
      />
      <TextAreaField
        label={t('admin.products.description')}
        name="desc"
        value={desc}
        onChange={(event) => setDesc(event.target.value)}
        rows={3}
        maxLength={PRODUCT_LIMITS.descMax}
        hint={t('admin.products.descriptionHint')}
        error={errors.desc}
        required
      />
      <TextField
        label={t('admin.products.price')}
        name="price"
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        placeholder="12.50"
        hint={t('admin.products.priceHint')}
        error={errors.priceCents}
        required
        autoComplete="off"
        fieldClassName="sm:max-w-48"
      />
      <ImageField
        label={t('admin.products.picture')}
        noun="picture"
        owner="product"
        currentUrl={product?.img.secure_url || null}
        value={image}
        onChange={setImage}
        error={errors.image ?? imageProblem}
        onError={setImageProblem}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending || loadingSchemas}>
          {t(product ? 'admin.save' : 'admin.products.add')}
        </Button>
      </div>
    </form>
  );
}
