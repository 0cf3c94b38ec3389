import { LOCALES } from '@one-world/i18n';
import { SelectField, TextAreaField, TextField } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { DemoForm } from '../components/demo-form';
import { DemoPage } from '../components/demo-page';
import { Checkbox } from '../components/fields';
import { regionOptionsIn, topicOptionsIn } from '../options';

export function FormLayoutPage() {
  const t = useT();
  const topicOptions = topicOptionsIn(t);
  return (
    <DemoPage title={t('nav.formLayout')} lead={t('forms.layoutLead')}>
      <div className="grid gap-8 lg:grid-cols-2">
        <DemoForm
          title={t('forms.stacked')}
          description={t('forms.stackedText')}
          submitLabel={t('forms.signIn')}
        >
          <TextField label={t('forms.email')} type="email" name="email" autoComplete="email" />
          <TextField
            label={t('forms.password')}
            type="password"
            name="password"
            autoComplete="current-password"
          />
          <Checkbox label={t('forms.rememberMe')} name="remember" />
        </DemoForm>

        <DemoForm
          title={t('forms.inline')}
          description={t('forms.inlineText')}
          submitLabel={t('forms.subscribe')}
        >
          <p className="text-sm text-slate-600">{t('forms.digestText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                label={t('forms.yourEmail')}
                type="email"
                name="newsletter"
                autoComplete="email"
              />
            </div>
            <div className="sm:w-40">
              <SelectField
                label={t('forms.language')}
                name="language"
                defaultValue="en"
                options={LOCALES.map(({ code, name }) => ({ value: code, label: name }))}
              />
            </div>
          </div>
        </DemoForm>
      </div>

      <DemoForm
        title={t('forms.twoColumns')}
        description={t('forms.twoColumnsText')}
        layout="grid gap-5 md:grid-cols-2"
        submitLabel={t('forms.sendApplication')}
      >
        <TextField label={t('forms.firstName')} name="firstName" autoComplete="given-name" />
        <TextField label={t('forms.lastName')} name="lastName" autoComplete="family-name" />
        <TextField label={t('forms.email')} type="email" name="email" autoComplete="email" />
        <TextField label={t('forms.phone')} type="tel" name="phone" autoComplete="tel" />
        <SelectField
          label={t('forms.region')}
          name="region"
          defaultValue=""
          options={[{ value: '', label: t('forms.chooseRegion') }, ...regionOptionsIn(t)]}
        />
        <TextField label={t('forms.city')} name="city" autoComplete="address-level2" />
        <div className="md:col-span-2">
          <TextAreaField
            label={t('forms.whyVolunteer')}
            name="motivation"
            hint={t('forms.fewSentences')}
          />
        </div>
        <div className="md:col-span-2">
          <Checkbox label={t('forms.contactConsent')} name="consent" />
        </div>
      </DemoForm>

      <DemoForm
        title={t('forms.sideLabels')}
        description={t('forms.sideLabelsText')}
        layout="space-y-5 md:[&>div]:grid md:[&>div]:grid-cols-[12rem_1fr] md:[&>div]:items-start md:[&>div]:gap-x-6 md:[&>div>label]:pt-2.5 md:[&>div>p]:col-start-2"
        submitLabel={t('forms.saveSettings')}
      >
        <TextField label={t('forms.displayName')} name="displayName" autoComplete="nickname" />
        <TextField
          label={t('forms.headline')}
          name="headline"
          hint={t('forms.headlineHint')}
          placeholder={t('forms.headlinePlaceholder')}
        />
        <SelectField
          label={t('forms.mainTopic')}
          name="mainTopic"
          defaultValue="Climate"
          options={topicOptions}
        />
        <TextAreaField
          label={t('forms.bio')}
          name="bio"
          maxLength={300}
          hint={t('forms.bioHint')}
        />
      </DemoForm>
    </DemoPage>
  );
}
