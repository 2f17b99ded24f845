import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { FEATURE_CODES, isEmailAddress, SEARCH_TYPES } from '@codex/domain';
import { LANGUAGE_NAMES, LOCALES } from '@codex/i18n';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { licenceMeterToSave, TenantLicenceMeterInputs } from './TenantLicenceMeter.js';

/** The support address, checked in the browser by the rule the server applies (@codex/domain's e-mail rule). */
export function supportEmailAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isEmailAddress(value) ? undefined : 'ra.validation.email';
}

/** Label key of a tenant setting: resources.tenants.fields.<path>. */
const label = (path: string) => `resources.tenants.fields.${path}`;
/** Addresses (URLs, e-mail) and phone numbers read left to right in an Arabic page too: the field keeps their characters in order. */
const LTR = { htmlInput: { dir: 'ltr' } } as const;
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** The languages a banner may be written in, each named in itself as the language menus name them. */
const LANGUAGE_CHOICES = LOCALES.map((locale) => ({ id: locale, name: LANGUAGE_NAMES[locale] }));

const FOOTER_KEYS = ['home', 'about', 'support', 'video', 'contact', 'privacy', 'policies', 'copyright'];
const OVERLAY_FIELDS = ['name', 'description', 'overlay-details'] as const;

interface TenantRecord {
  id: string;
  config: Record<string, unknown> & {
    banner?: { text?: string; 'start-date'?: string; 'end-date'?: string; translations?: { lang?: string; text?: string }[] } | null;
    licenceMeter?: Record<string, unknown>;
  };
}

/** The form's emptied inputs (null) as absent settings: the schema has optional settings, never null ones. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, withoutNulls(v)]));
}

/**
 * What is sent (the data provider sends `{ config }` only). A banner whose text and dates are empty is no banner; an
 * empty translation row is dropped; an allowance without a limit, and a licence meter with nothing set, are none.
 * Nothing else is adjusted: the server validates the whole configuration with the shared schema.
 */
export function tenantToSave(data: TenantRecord): TenantRecord {
  const config = withoutNulls(data.config) as TenantRecord['config'];
  const banner = config.banner;
  // A translation row left empty is no translation; a banner without any of its own fields is no banner.
  if (banner?.translations) banner.translations = banner.translations.filter((row) => row.lang || row.text?.trim());
  if (banner && !banner.translations?.length) delete banner.translations;
  if (banner && !banner.text && !banner['start-date'] && !banner['end-date']) delete config.banner;
  const licenceMeter = licenceMeterToSave(config.licenceMeter);
  if (licenceMeter) config.licenceMeter = licenceMeter;
  else delete config.licenceMeter;
  return { ...data, config };
}

function TenantTitle() {
  const record = useRecordContext<{ tenantName: string }>();
  const translate = useTranslate();
  return <span>{translate('console.tenants.title', { name: record?.tenantName ?? '' })}</span>;
}

function TenantToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function OverlayFieldInputs({ field }: { field: (typeof OVERLAY_FIELDS)[number] }) {
  const translate = useTranslate();
  const base = `config.compassPointSettings.${field}`;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(label(`compassPoints.${field}`))}
      </Typography>
      <BooleanInput source={`${base}.show`} label={label('compassPoints.show')} />
      <BooleanInput source={`${base}.required`} label={label('compassPoints.required')} />
      <SelectInput source={`${base}.input-type`} label={label('compassPoints.inputType')} choices={choices(['text', 'textarea'])} />
      <TextInput source={`${base}.label-i18n-key`} label={label('compassPoints.labelKey')} />
    </>
  );
}

/**
 * A tenant's settings on tabs. Saved pessimistically: on a 400 the form stays as typed and the server's
 * field errors appear on their fields (and in the summary above, whatever tab they are on).
 */
export default function TenantEdit() {
  return (
    <Edit title={<TenantTitle />} mutationMode="pessimistic" redirect={false} transform={tenantToSave}>
      <TabbedForm toolbar={<TenantToolbar />} warnWhenUnsavedChanges>
        <TabbedForm.Tab label="console.tenants.tabs.general">
          <FormErrorSummary stripPrefix="config" />
          <TextInput source="config.tenantName" label={label('tenantName')} fullWidth />
          <TextInput source="config.supportEmail" label={label('supportEmail')} type="email" validate={supportEmailAddress} fullWidth slotProps={LTR} />
          <TextInput source="config.supportPhone" label={label('supportPhone')} slotProps={LTR} />
          <TextInput source="config.clUrl" label={label('clUrl')} fullWidth slotProps={LTR} />
          <NumberInput
            source="config.fullTextDocumentsPerHour"
            label={label('fullTextDocumentsPerHour')}
            helperText="console.tenants.fullTextHelp"
            min={1}
            max={100_000}
            step={1}
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.features">
          <FormErrorSummary stripPrefix="config" />
          <ArrayInput source="config.features" label={label('features.name')}>
            <SimpleFormIterator inline disableReordering>
              <SelectInput source="code" label={label('features.code')} choices={choices(FEATURE_CODES)} />
              <BooleanInput source="enabled" label={label('features.enabled')} />
            </SimpleFormIterator>
          </ArrayInput>
          <ArrayInput source="config.search-types-configuration" label={label('searchTypes.name')}>
            <SimpleFormIterator inline disableReordering>
              <SelectInput source="code" label={label('searchTypes.code')} choices={choices(SEARCH_TYPES)} />
              <BooleanInput source="enabled" label={label('searchTypes.enabled')} />
              <TextInput source="label-i18n-key" label={label('searchTypes.labelKey')} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.branding">
          <FormErrorSummary stripPrefix="config" />
          <TextInput source="config.branding.productName" label={label('branding.productName')} fullWidth />
          <TextInput source="config.branding.logoUrl" label={label('branding.logoUrl')} fullWidth slotProps={LTR} />
          <TextInput source="config.branding.primaryColor" label={label('branding.primaryColor')} helperText="#0b3d91" />
          <TextInput source="config.branding.secondaryColor" label={label('branding.secondaryColor')} helperText="#f2a900" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.messages">
          <FormErrorSummary stripPrefix="config" />
          <TextInput source="config.content-access-messages.content-no-access-i18n-key" label={label('messages.noAccessKey')} fullWidth />
          <TextInput source="config.content-access-messages.support-phone" label={label('messages.supportPhone')} slotProps={LTR} />
          <TextInput source="config.content-access-messages.sales-link" label={label('messages.salesLink')} fullWidth />
          <TextInput source="config.greeting-text-i18n-key" label={label('messages.greetingKey')} fullWidth />
          <TextInput source="config.welcome-text-i18n-key" label={label('messages.welcomeKey')} fullWidth />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.footer">
          <FormErrorSummary stripPrefix="config" />
          <ArrayInput source="config.footer" label={label('footer.name')}>
            <SimpleFormIterator inline>
              <SelectInput source="key" label={label('footer.key')} choices={choices(FOOTER_KEYS)} />
              <TextInput source="label-i18n-key" label={label('footer.labelKey')} />
              <TextInput source="url" label={label('footer.url')} slotProps={LTR} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.help">
          <FormErrorSummary stripPrefix="config" />
          <ArrayInput source="config.helpMenu" label={label('help.name')}>
            <SimpleFormIterator>
              <TextInput source="id" label={label('help.id')} />
              <TextInput source="key" label={label('help.key')} />
              <ArrayInput source="topics" label={label('help.topics')}>
                <SimpleFormIterator inline>
                  <TextInput source="id" label={label('help.id')} />
                  <TextInput source="label-i18n-key" label={label('help.labelKey')} />
                  <TextInput source="url" label={label('help.url')} slotProps={LTR} />
                  <SelectInput source="type" label={label('help.type')} choices={choices(['LINK', 'DOWNLOAD'])} />
                  <TextInput source="title" label={label('help.title')} />
                </SimpleFormIterator>
              </ArrayInput>
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.banner">
          <FormErrorSummary stripPrefix="config" />
          <TextInput
            source="config.banner.text"
            label={label('banner.text')}
            multiline
            minRows={2}
            fullWidth
            helperText="console.tenants.bannerHelp"
          />
          <DateInput source="config.banner.start-date" label={label('banner.startDate')} />
          <DateInput source="config.banner.end-date" label={label('banner.endDate')} />
          <ArrayInput source="config.banner.translations" label={label('banner.translations')} helperText="console.tenants.bannerTranslationsHelp">
            <SimpleFormIterator inline disableReordering>
              <SelectInput source="lang" label={label('banner.lang')} choices={LANGUAGE_CHOICES} />
              <TextInput source="text" label={label('banner.translatedText')} multiline sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.compassPoints">
          <FormErrorSummary stripPrefix="config" />
          {OVERLAY_FIELDS.map((field) => (
            <OverlayFieldInputs key={field} field={field} />
          ))}
          <SelectInput source="config.compassPointSettings.pdf-view-setting.manage" label={label('compassPoints.pdfView')} choices={choices(['None', 'Own', 'All'])} />
          <BooleanInput source="config.compassPointSettings.showAuditHistory" label={label('compassPoints.showAuditHistory')} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.identityProvider">
          <FormErrorSummary stripPrefix="config" />
          <TextInput source="config.identityProvider.issuer" label={label('identityProvider.issuer')} helperText="console.tenants.issuerHelp" fullWidth />
          <TextInput source="config.identityProvider.clientId" label={label('identityProvider.clientId')} />
          <CheckboxGroupInput source="config.identityProvider.scopes" label={label('identityProvider.scopes')} choices={choices(['openid', 'profile', 'email'])} />
          <TextInput source="config.identityProvider.loginUrl" label={label('identityProvider.loginUrl')} fullWidth slotProps={LTR} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.tenants.tabs.licenceMeter">
          <FormErrorSummary stripPrefix="config" />
          <TenantLicenceMeterInputs />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
