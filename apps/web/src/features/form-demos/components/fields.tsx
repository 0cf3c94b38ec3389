import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { FormField } from '../../../components/ui';

const labelClass = 'block text-sm font-medium text-ink';

/** A file picker; components/ui has no file control, and a file input needs its own styling. */
export function FileField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    label: string;
    hint?: string;
  },
) {
  return (
    <FormField props={props}>
      {(control, rest) => (
        <input
          {...control}
          type="file"
          // Its own look replaces the text-control classes the field hands out.
          className="block w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-600 file:me-4 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...rest}
        />
      )}
    </FormField>
  );
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
  label: string;
  description?: string;
};

function CheckControl({ type, label, description, ...props }: CheckProps & { type: string }) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type={type}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function Checkbox(props: CheckProps) {
  return <CheckControl type="checkbox" {...props} />;
}

export function Radio(props: CheckProps) {
  return <CheckControl type="radio" {...props} />;
}

/** A checkbox presented as an on/off switch; it tracks its state to expose aria-checked. */
export function Switch({
  label,
  name,
  defaultChecked = false,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  const [checked, setChecked] = useState(defaultChecked);
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:start-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </div>
  );
}

/** Groups related checkboxes or radios under a visible legend. */
export function ChoiceGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{legend}</legend>
      {hint ? <p className="-mt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="space-y-3">{children}</div>
    </fieldset>
  );
}
