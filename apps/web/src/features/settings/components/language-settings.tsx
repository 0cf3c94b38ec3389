import { CONTENT_LANGUAGES, type ContentLanguage, type SessionUser } from '@one-world/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button, LanguagePicker } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSaveLanguages } from '../api/save-languages';
import { SettingsSection } from './settings-section';

/** "My languages" by default: the interface language and English (once for English readers). */
function defaultLanguages(user: SessionUser): ContentLanguage[] {
  return [...new Set<ContentLanguage>([user.language, 'en'])];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/**
 * "Language": the interface language (the picker switches at once and saves it on the account)
 * and "My languages", the languages of writing the boards show when filtered to them.
 */
export function LanguageSettings() {
  const { user } = useSession();
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.languageTitle')}
      description={t('settings.languageDescription')}
    >
      <div className="space-y-6">
        <LanguagePicker />
        {user && <MyLanguagesForm key={user.contentLanguages.join()} user={user} />}
      </div>
    </SettingsSection>
  );
}

function MyLanguagesForm({ user }: { user: SessionUser }) {
  const t = useT();
  const { locale } = useLocale();
  const [chosen, setChosen] = useState<ContentLanguage[]>(user.contentLanguages);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveLanguages();
  const hintId = useId();

  // Each language named in the reader's language ("French", "francés", "الفرنسية"), in that
  // language's alphabetical order; the interface languages come first.
  const languages = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    const collator = new Intl.Collator(locale);
    const named = CONTENT_LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code }));
    return named.sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(a.name, b.name));
  }, [locale]);

  const fallback = defaultLanguages(user);
  const isDefault = sameSet(user.contentLanguages, fallback);

  const toggle = (code: ContentLanguage, on: boolean) => {
    setError(null);
    setChosen((current) => (on ? [...current, code] : current.filter((c) => c !== code)));
  };

  const send = (contentLanguages: ContentLanguage[] | null) => {
    setError(null);
    save.mutate(
      { contentLanguages },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => {
          const text = errorMessage(failure, t('settings.languagesSaveFailed'));
          setError(text.replace(/^contentLanguages:\s*/, ''));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(t('languages.chooseOne'));
      return;
    }
    // Choosing exactly the default keeps following the interface language.
    send(sameSet(chosen, fallback) ? null : chosen);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset aria-describedby={hintId}>
        <legend className="text-sm font-medium text-ink">{t('settings.myLanguages')}</legend>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {isDefault ? t('settings.myLanguagesDefault') : t('settings.myLanguagesHint')}
        </p>
        <ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {languages.map(({ code, name }) => (
            <li key={code}>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="contentLanguages"
                  value={code}
                  checked={chosen.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div role="alert" className="text-sm font-medium text-red-700">
        {error}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('settings.saveLanguages')}
        </Button>
        {!isDefault && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => {
              setChosen(fallback);
              send(null);
            }}
          >
            {t('settings.useDefaultLanguages')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The interface languages first, in the order the picker lists them; then the others. */
function rank(code: ContentLanguage): number {
  const index = (['en', 'es', 'fr', 'ar', 'sw'] as const).indexOf(code as 'en');
  return index === -1 ? 1 : 0;
}
