import { SelectField, TextAreaField, TextField } from '../../../components/ui';
import { DemoForm } from '../components/demo-form';
import { DemoPage } from '../components/demo-page';
import { Checkbox } from '../components/fields';
import { REGION_OPTIONS, TOPIC_OPTIONS } from '../options';

export function FormLayoutPage() {
  return (
    <DemoPage
      title="Form Layout"
      lead="The ways we arrange fields: stacked, in two columns, with side labels and inline. Nothing you enter here is saved."
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <DemoForm
          title="Stacked"
          description="One column, ideal for short forms such as signing in."
          submitLabel="Sign in"
        >
          <TextField label="Email" type="email" name="email" autoComplete="email" />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
          />
          <Checkbox label="Remember me on this device" name="remember" />
        </DemoForm>

        <DemoForm
          title="Inline"
          description="Field and button on one row; they stack on narrow screens."
          submitLabel="Subscribe"
        >
          <p className="text-sm text-slate-600">
            Get the weekly inspiration digest: one email, every Monday, no spam.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField label="Your email" type="email" name="newsletter" autoComplete="email" />
            </div>
            <div className="sm:w-40">
              <SelectField
                label="Language"
                name="language"
                defaultValue="en"
                options={[
                  { value: 'en', label: 'English' },
                  { value: 'fr', label: 'Français' },
                  { value: 'es', label: 'Español' },
                ]}
              />
            </div>
          </div>
        </DemoForm>
      </div>

      <DemoForm
        title="Two columns"
        description="Related fields side by side on wide screens, one column on phones."
        layout="grid gap-5 md:grid-cols-2"
        submitLabel="Send application"
      >
        <TextField label="First name" name="firstName" autoComplete="given-name" />
        <TextField label="Last name" name="lastName" autoComplete="family-name" />
        <TextField label="Email" type="email" name="email" autoComplete="email" />
        <TextField label="Phone" type="tel" name="phone" autoComplete="tel" />
        <SelectField
          label="Region"
          name="region"
          defaultValue=""
          options={[{ value: '', label: 'Choose a region' }, ...REGION_OPTIONS]}
        />
        <TextField label="City" name="city" autoComplete="address-level2" />
        <div className="md:col-span-2">
          <TextAreaField
            label="Why do you want to volunteer?"
            name="motivation"
            hint="A few sentences are enough."
          />
        </div>
        <div className="md:col-span-2">
          <Checkbox label="You may contact me about volunteering opportunities" name="consent" />
        </div>
      </DemoForm>

      <DemoForm
        title="Side labels"
        description="Labels beside their fields on wide screens, for long settings pages."
        layout="space-y-5 md:[&>div]:grid md:[&>div]:grid-cols-[12rem_1fr] md:[&>div]:items-start md:[&>div]:gap-x-6 md:[&>div>label]:pt-2.5 md:[&>div>p]:col-start-2"
        submitLabel="Save settings"
      >
        <TextField label="Display name" name="displayName" autoComplete="nickname" />
        <TextField
          label="Headline"
          name="headline"
          hint="Shown under your name on posts."
          placeholder="Climate educator in Nairobi"
        />
        <SelectField
          label="Main topic"
          name="mainTopic"
          defaultValue="Climate"
          options={TOPIC_OPTIONS}
        />
        <TextAreaField label="Bio" name="bio" maxLength={300} hint="Up to 300 characters." />
      </DemoForm>
    </DemoPage>
  );
}
