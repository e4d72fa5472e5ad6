import { Picker } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import { FALLBACK_DIALING_CODE, useCountries } from './formQueries';

/**
 * The country list behind the mobile field's dialling code. Loaded when first opened: the sheet's
 * dialog code is not part of log in's and sign up's first script.
 */
export default function CountrySheet({
  value,
  onChange,
  open,
  onOpenChange,
}: {
  value: string;
  onChange: (code: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { data: countries } = useCountries();
  const options = (
    countries ?? [
      { countryCode: 'PH', countryName: 'Philippines', dialingCode: FALLBACK_DIALING_CODE },
    ]
  ).map((c) => ({ value: c.dialingCode, label: `+${c.dialingCode}`, description: c.countryName }));
  return (
    <Picker
      title={t('auth.login.chooseCountry')}
      closeLabel={t('common.close')}
      options={options}
      value={value}
      onValueChange={onChange}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
