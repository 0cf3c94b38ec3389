import { useId, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui';
import { DemoForm } from '../components/demo-form';
import { DemoPage } from '../components/demo-page';
import { Checkbox, ChoiceGroup, FileField, Radio, Switch } from '../components/fields';
import { REGION_OPTIONS, TOPIC_OPTIONS } from '../options';

const STORY_MAX = 300;

export function FormElementsPage() {
  const [story, setStory] = useState('');
  const [hours, setHours] = useState(4);
  const hoursId = useId();

  return (
    <DemoPage
      title="Form Elements"
      lead="Every form control used across One World, in its normal, disabled, read-only and error states. Nothing you enter here is saved."
    >
      <DemoForm
        title="Text inputs"
        description="Single-line fields for names, contact details, numbers and dates."
        layout="grid gap-5 md:grid-cols-2"
      >
        <TextField label="Full name" name="name" autoComplete="name" placeholder="Amina Yusuf" />
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.org"
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="6+ Characters, 1 Capital letter"
        />
        <TextField label="Phone number" type="tel" name="phone" autoComplete="tel" />
        <TextField label="Website" type="url" name="website" placeholder="https://" />
        <TextField label="Age" type="number" name="age" min={13} max={120} />
        <TextField label="Event date" type="date" name="date" />
        <TextField label="Search the boards" type="search" name="q" placeholder="Clean water" />
        <TextField label="Member since" name="since" defaultValue="2026" readOnly />
        <TextField label="Organisation code" name="code" disabled placeholder="Not available" />
        <TextField
          label="Username"
          name="username"
          defaultValue="one world"
          error="Usernames cannot contain spaces."
        />
      </DemoForm>

      <DemoForm
        title="Selects"
        description="Drop-down lists for one choice, and a list box for several."
        layout="grid gap-5 md:grid-cols-2"
      >
        <SelectField
          label="Topic"
          name="topic"
          defaultValue=""
          options={[{ value: '', label: 'Choose a topic' }, ...TOPIC_OPTIONS]}
        />
        <SelectField
          label="Regions you follow"
          name="regions"
          multiple
          size={REGION_OPTIONS.length}
          hint="Hold Ctrl (or ⌘) to choose several."
          options={REGION_OPTIONS}
        />
      </DemoForm>

      <DemoForm
        title="Checkboxes, radios and switches"
        description="Choices grouped under a legend so screen readers announce the question."
        layout="grid gap-8 md:grid-cols-2"
      >
        <ChoiceGroup legend="Topics you care about" hint="Pick as many as you like.">
          {TOPIC_OPTIONS.map(({ value, label }) => (
            <Checkbox key={value} label={label} name="interests" value={value} />
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend="Preferred membership">
          <Radio
            label="Basic"
            description="Free, with ads and 2 weekly quizzes."
            name="plan"
            value="basic"
            defaultChecked
          />
          <Radio
            label="Warrior"
            description="$5 per month, Blue Star Verified, no ads."
            name="plan"
            value="warrior"
          />
          <Radio
            label="Legend"
            description="$10 per month, Gold Star Verified, unlimited quizzes."
            name="plan"
            value="legend"
          />
          <Radio label="Enterprise" description="Not offered yet." name="plan" disabled />
        </ChoiceGroup>
        <ChoiceGroup legend="Notifications">
          <Switch label="Email me when someone replies" name="notifyReplies" defaultChecked />
          <Switch label="Weekly inspiration digest" name="notifyDigest" />
        </ChoiceGroup>
        <ChoiceGroup legend="Agreements">
          <Checkbox
            label="I agree to the Code of Conduct"
            description="Be respectful, honest and inclusive."
            name="conduct"
          />
          <Checkbox label="Show my profile in search" name="searchable" defaultChecked />
        </ChoiceGroup>
      </DemoForm>

      <DemoForm
        title="Text areas, files and ranges"
        description="Longer text with a live counter, an image picker and a slider."
        layout="grid gap-5 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <TextAreaField
            label="Your story"
            name="story"
            maxLength={STORY_MAX}
            value={story}
            onChange={(event) => setStory(event.target.value)}
            placeholder="Tell the community what you are working on…"
            hint={`${story.length} / ${STORY_MAX} characters`}
          />
        </div>
        <FileField
          label="Profile picture"
          name="picture"
          accept="image/png, image/jpeg, image/webp"
          hint="PNG, JPEG or WebP."
        />
        <div className="space-y-1.5">
          <label htmlFor={hoursId} className="block text-sm font-medium text-ink">
            Hours you can volunteer each week
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
            {hours} {hours === 1 ? 'hour' : 'hours'}
          </output>
        </div>
      </DemoForm>
    </DemoPage>
  );
}
