import { LIMITS, type PublicUser } from '@one-world/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Card, TextAreaField } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useUpdateBio } from '../api/update-bio';

const FIELDS = ['bio'] as const;

/**
 * "About Me" (SPEC §4 "Bio editing"): the bio, and for the member themself "Add Bio", which opens
 * the editor; Submit saves and closes it, and closes it on a failure too, with a toast saying what
 * went wrong (the unsaved text comes back the next time the editor opens).
 */
export function AboutMe({ profile }: { profile: PublicUser }) {
  const headingId = useId();
  const editable = profile.abilities.update;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? profile.bio;
  const update = useUpdateBio(profile._id);
  const t = useT();
  const { errors, validate, clearErrors } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  // Focus follows the editor: into the text when it opens, back to "Add Bio" when it closes.
  const opened = useRef(false);
  useEffect(() => {
    if (editing) textareaRef.current?.focus();
    else if (opened.current) addButtonRef.current?.focus();
    opened.current ||= editing;
  }, [editing]);

  const close = () => {
    clearErrors();
    setEditing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('profile.bioSaveFailed');
    void withFormSchemas(failed, ({ BioBody }) => {
      const body = validate(BioBody, { bio: text });
      if (!body) return;
      update.mutate(body, {
        onSuccess: ({ message }) => {
          setDraft(null);
          toast.success(message);
          close();
        },
        onError: (error) => {
          toast.error(errorMessage(error, failed));
          close();
        },
      });
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t('profile.aboutMe')}
          </h2>
          {editable && !editing && (
            <Button
              ref={addButtonRef}
              variant="secondary"
              size="sm"
              onClick={() => {
                preloadFormSchemas();
                setEditing(true);
              }}
            >
              {t('profile.addBio')}
            </Button>
          )}
        </div>
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
            <TextAreaField
              ref={textareaRef}
              label={t('profile.aboutMe')}
              hideLabel
              name="bio"
              placeholder={t('profile.bioPlaceholder')}
              value={text}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={LIMITS.bioMax}
              rows={5}
              hint={t('profile.bioLength', { count: text.length, max: LIMITS.bioMax })}
              error={errors.bio}
              announceError
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(null);
                  close();
                }}
                disabled={update.isPending}
              >
                {t('ui.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending || loadingSchemas}>
                {t('profile.submit')}
              </Button>
            </div>
          </form>
        ) : profile.bio ? (
          <p
            dir="auto"
            className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700"
          >
            {profile.bio}
          </p>
        ) : (
          <p className="mt-3 text-slate-500">
            {editable ? (
              t('profile.bioEmptyOwn')
            ) : (
              <FormattedMessage
                id="profile.bioEmpty"
                values={{ name: <bdi>{profile.name}</bdi> }}
              />
            )}
          </p>
        )}
      </section>
    </Card>
  );
}
