import type { MessageId } from '@one-world/i18n';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonClasses } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useImportQuestions } from '../api/import-questions';
import { importProblemText, parseImportFile } from '../lib/import-file';

/** What the last import said, shown under the control and read out. */
type Outcome = { ok: boolean; message: string } | null;

/**
 * "Import a file": a JSON file in the trivia service's format, checked here with the contract's
 * schema (loaded with the forms' schemas as the file is chosen, `useFormSchemas`), then sent; the
 * answer says how many questions were added and how many were skipped as duplicates.
 */
export function ImportQuestions() {
  const t = useT();
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importing = useImportQuestions();
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const busy = importing.isPending || loadingSchemas;
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (!file) return;
    // The schemas load while the file is read.
    preloadFormSchemas();
    const text = await file.text();
    const failed = t('admin.quiz.importFailed');
    await withFormSchemas(failed, ({ QuizImportBody }) => {
      const parsed = parseImportFile(text, QuizImportBody);
      if (!parsed.ok) {
        const isId = (id: string): id is MessageId => Object.hasOwn(intl.messages, id);
        const problem = importProblemText(parsed.problem, { t, isId });
        setOutcome({
          ok: false,
          message: t('admin.quiz.importFileProblem', { file: file.name, problem }),
        });
        return;
      }
      setOutcome(null);
      importing.mutate(parsed.body, {
        onSuccess: ({ added, skipped }) => {
          const message = t('admin.quiz.imported', { added, skipped });
          setOutcome({ ok: true, message });
          toast.success(message);
        },
        onError: (error) => setOutcome({ ok: false, message: errorMessage(error, failed) }),
      });
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
        aria-busy={busy || undefined}
      >
        {t(busy ? 'admin.quiz.importing' : 'admin.quiz.importFile')}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onFocus={preloadFormSchemas}
          onChange={(event) => void onChange(event)}
          disabled={busy}
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
