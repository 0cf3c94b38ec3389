import type { ContentLanguage } from '@one-world/contract';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { isContentLanguage, useLanguageNames } from './language-names';

/** The select's value: a content language, or '' for "Detect automatically". */
export type LanguageChoiceValue = ContentLanguage | '';

export interface LanguageChoice {
  value: LanguageChoiceValue;
  setValue: (value: LanguageChoiceValue) => void;
  /** What a new text's body carries: the author's choice, or null to have it detected. */
  forCreate: ContentLanguage | null;
  /**
   * What an edit's body carries: left out while the author has not touched the select (the
   * server keeps a language they chose earlier, or detects the new text's), else their choice
   * (null: detect again).
   */
  forEdit: ContentLanguage | null | undefined;
  /** Back to "Detect automatically" (after a composer was sent). */
  reset: () => void;
}

/**
 * The state of a composer's language select. `initial` is the language of the text being
 * edited (null or left out for a new text: "Detect automatically").
 */
export function useLanguageChoice(initial?: string | null): LanguageChoice {
  const start: LanguageChoiceValue = initial && isContentLanguage(initial) ? initial : '';
  const [value, setValueState] = useState<LanguageChoiceValue>(start);
  const [touched, setTouched] = useState(false);
  const chosen = value === '' ? null : value;
  return {
    value,
    setValue: (next) => {
      setValueState(next);
      setTouched(true);
    },
    forCreate: chosen,
    forEdit: touched ? chosen : undefined,
    reset: () => {
      setValueState('');
      setTouched(false);
    },
  };
}

export interface ContentLanguageSelectProps {
  choice: Pick<LanguageChoice, 'value' | 'setValue'>;
  disabled?: boolean;
  className?: string;
}

/**
 * A compact "Language: Detect automatically / Español / …" select for composers and edit forms
 * (posts, comments, reviews, articles): the server detects the language of what a member writes
 * unless they say which it is. Languages are named in the reader's language.
 */
export function ContentLanguageSelect({ choice, disabled, className }: ContentLanguageSelectProps) {
  const t = useT();
  const names = useLanguageNames();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('languages.select.label')}
      </label>
      <select
        id={id}
        name="language"
        value={choice.value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          choice.setValue(isContentLanguage(next) ? next : '');
        }}
        className="min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 ps-2 pe-8 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100"
      >
        <option value="">{t('languages.select.detect')}</option>
        {names.sorted.map((code) => (
          <option key={code} value={code}>
            {names.label(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
