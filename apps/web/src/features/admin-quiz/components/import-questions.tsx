import { type ChangeEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useImportQuestions } from '../api/import-questions';
import { parseImportFile } from '../lib/import-file';

/** What the last import said, shown under the control and read out. */
type Outcome = { ok: boolean; message: string } | null;

/**
 * "Import a file": a JSON file in the trivia service's format, checked here, then sent; the answer
 * says how many questions were added and how many were skipped as duplicates.
 */
export function ImportQuestions() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importing = useImportQuestions();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (!file) return;
    const parsed = parseImportFile(await file.text());
    if (!parsed.ok) {
      setOutcome({ ok: false, message: `${file.name}: ${parsed.message}` });
      return;
    }
    setOutcome(null);
    importing.mutate(parsed.body, {
      onSuccess: ({ added, skipped }) => {
        const message = `Added ${added}, skipped ${skipped} duplicate${skipped === 1 ? '' : 's'}`;
        setOutcome({ ok: true, message });
        toast.success(message);
      },
      onError: (error) =>
        setOutcome({ ok: false, message: errorMessage(error, 'The file could not be imported') }),
    });
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <label
        htmlFor={inputId}
        className={buttonClasses({
          variant: 'secondary',
          className: 'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600',
        })}
        aria-busy={importing.isPending || undefined}
      >
        {importing.isPending ? 'Importing...' : 'Import a file'}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(event) => void onChange(event)}
          disabled={importing.isPending}
        />
      </label>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}
        >
          {outcome.message}
        </p>
      )}
    </div>
  );
}
