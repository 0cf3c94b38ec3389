import { useId, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { DemoForm } from '../components/demo-form';
import { DemoPage } from '../components/demo-page';
import { Checkbox, ChoiceGroup, FileField, Radio, Switch } from '../components/fields';
import { REGION_COUNT, regionOptionsIn, topicOptionsIn } from '../options';

const STORY_MAX = 300;

export function FormElementsPage() {
  const [story, setStory] = useState('');
  const [hours, setHours] = useState(4);
  const hoursId = useId();
  const t = useT();
  const topicOptions = topicOptionsIn(t);

  return (
    <DemoPage title={t('nav.formElements')} lead={t('forms.elementsLead')}>
      <DemoForm
        title={t('forms.textInputs')}
        description={t('forms.textInputsText')}
        layout="grid gap-5 md:grid-cols-2"
      >
        <TextField
          label={t('forms.fullName')}
          name="name"
          autoComplete="name"
          placeholder={t('forms.namePlaceholder')}
        />
        <TextField
          label={t('forms.emailAddress')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('forms.emailPlaceholder')}
        />
        <TextField
          label={t('forms.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('forms.passwordHint')}
        />
        <TextField label={t('forms.phoneNumber')} type="tel" name="phone" autoComplete="tel" />
        <TextField label={t('forms.website')} type="url" name="website" placeholder="https://" />
        <TextField label={t('forms.age')} type="number" name="age" min={13} max={120} />
        <TextField label={t('forms.eventDate')} type="date" name="date" />
        <TextField
          label={t('forms.searchBoards')}
          type="search"
          name="q"
          placeholder={t('forms.searchPlaceholder')}
        />
        <TextField label={t('forms.memberSince')} name="since" defaultValue="2026" readOnly />
        <TextField
          label={t('forms.organisationCode')}
          name="code"
          disabled
          placeholder={t('forms.notAvailable')}
        />
        <TextField
          label={t('forms.username')}
          name="username"
          defaultValue="one world"
          error={t('forms.usernameError')}
        />
      </DemoForm>

      <DemoForm
        title={t('forms.selects')}
        description={t('forms.selectsText')}
        layout="grid gap-5 md:grid-cols-2"
      >
        <SelectField
          label={t('forms.topic')}
          name="topic"
          defaultValue=""
          options={[{ value: '', label: t('forms.chooseTopic') }, ...topicOptions]}
        />
        <SelectField
          label={t('forms.regionsYouFollow')}
          name="regions"
          multiple
          size={REGION_COUNT}
          hint={t('forms.multiSelectHint')}
          options={regionOptionsIn(t)}
        />
      </DemoForm>

      <DemoForm
        title={t('forms.choices')}
        description={t('forms.choicesText')}
        layout="grid gap-8 md:grid-cols-2"
      >
        <ChoiceGroup legend={t('forms.topicsYouCareAbout')} hint={t('forms.pickMany')}>
          {topicOptions.map(({ value, label }) => (
            <Checkbox key={value} label={label} name="interests" value={value} />
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={t('forms.preferredMembership')}>
          <Radio
            label={t('forms.basic')}
            description={t('forms.basicText')}
            name="plan"
            value="basic"
            defaultChecked
          />
          <Radio label="Warrior" description={t('forms.warriorText')} name="plan" value="warrior" />
          <Radio label="Legend" description={t('forms.legendText')} name="plan" value="legend" />
          <Radio
            label={t('forms.enterprise')}
            description={t('forms.notOffered')}
            name="plan"
            disabled
          />
        </ChoiceGroup>
        <ChoiceGroup legend={t('forms.notifications')}>
          <Switch label={t('forms.notifyReplies')} name="notifyReplies" defaultChecked />
          <Switch label={t('forms.notifyDigest')} name="notifyDigest" />
        </ChoiceGroup>
        <ChoiceGroup legend={t('forms.agreements')}>
          <Checkbox
            label={t('forms.agreeConduct')}
            description={t('forms.agreeConductText')}
            name="conduct"
          />
          <Checkbox label={t('forms.searchable')} name="searchable" defaultChecked />
        </ChoiceGroup>
      </DemoForm>

      <DemoForm
        title={t('forms.areas')}
        description={t('forms.areasText')}
        layout="grid gap-5 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <TextAreaField
            label={t('forms.yourStory')}
            name="story"
            maxLength={STORY_MAX}
            value={story}
            onChange={(event) => setStory(event.target.value)}
            placeholder={t('forms.storyPlaceholder')}
            hint={t('forms.storyCount', { count: story.length, max: STORY_MAX })}
          />
        </div>
        <FileField
          label={t('forms.profilePicture')}
          name="picture"
          accept="image/png, image/jpeg, image/webp"
          hint={t('forms.pictureHint')}
        />
        <div className="space-y-1.5">
          <label htmlFor={hoursId} className="block text-sm font-medium text-ink">
            {t('forms.volunteerHours')}
          </label>
          <input
            id={hoursId}
            type="range"
            name="hours"
            min={0}
            max={20}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
            className="w-full accent-brand-600"
          />
          <output htmlFor={hoursId} className="block text-sm text-slate-600">
            {t('forms.hours', { count: hours })}
          </output>
        </div>
      </DemoForm>
    </DemoPage>
  );
}
