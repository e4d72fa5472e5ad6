import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { HumanCheckResult } from '@playdeck/contract';
import { useTranslation } from '../../i18n';
import { MobileField, SmsCodeField, useDefaultDialingCode } from '../../shell/forms/fields';
import type { useFormError } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useHumanCheck } from './HumanCheck';
import { useSendSmsCode } from './queries';

/** The number a code is sent to, as the forms hold it. */
interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** What a phone-verification provider made of a code request: its expiry, or refused (said). */
type ProviderSent = number | 'refused' | 'noProvider';

/**
 * A mobile number and its SMS code in a form without a session (login by SMS, password by phone):
 * the dialling code follows the default until the player picks one; "send code" checks the
 * number, asks the human check, then has the code sent: by the deployment's phone-verification
 * provider when `viaProvider` has one, else by SMS. A refused send shows under the form.
 */
export function usePhoneCode<V extends PhoneNumber>(
  form: UseFormReturn<V>,
  formError: ReturnType<typeof useFormError>,
  viaProvider?: (number: PhoneNumber, proof: HumanCheckResult | undefined) => Promise<ProviderSent>,
) {
  const phone = form as unknown as UseFormReturn<PhoneNumber>;
  const { setValue, getFieldState, trigger, getValues, control } = phone;
  const defaultCode = useDefaultDialingCode();
  const humanCheck = useHumanCheck();
  const sendSmsCode = useSendSmsCode();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const dialingCode = useWatch({ control, name: 'countryDialingCode' });

  useEffect(() => {
    if (!getFieldState('countryDialingCode').isDirty) setValue('countryDialingCode', defaultCode);
  }, [defaultCode, setValue, getFieldState]);

  const requestCode = async (): Promise<boolean> => {
    formError.clear();
    if (!(await trigger(['countryDialingCode', 'mobileNum']))) return false;
    const proof = await humanCheck.ask();
    if (proof === null) return false;
    const number = {
      countryDialingCode: getValues('countryDialingCode'),
      mobileNum: getValues('mobileNum').trim(),
    };
    const sent = viaProvider ? await viaProvider(number, proof) : 'noProvider';
    if (sent !== 'noProvider') {
      if (sent === 'refused') return false;
      setExpiresAt(sent);
      return true;
    }
    try {
      const answer = await sendSmsCode.mutateAsync({ ...number, geetestValidateV4: proof });
      setExpiresAt(answer.expirationTime);
      return true;
    } catch (error) {
      formError.fromCall(error);
      return false;
    }
  };

  return { dialingCode, expiresAt, requestCode, humanCheck: humanCheck.element };
}

/** The mobile number with its dialling code, then the SMS code field with its send button. */
export function PhoneCodeFields<V extends PhoneNumber>({
  form,
  codeName,
  phoneCode,
}: {
  form: UseFormReturn<V>;
  /** The form's name for the code. */
  codeName: 'code' | 'verificationCode';
  phoneCode: ReturnType<typeof usePhoneCode>;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const phone = form as unknown as UseFormReturn<PhoneNumber & Record<typeof codeName, string>>;
  const { register, setValue, formState } = phone;
  return (
    <>
      <MobileField
        label={t('auth.field.mobileNum')}
        dialingCode={phoneCode.dialingCode}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code, { shouldDirty: true })}
        error={problemText(formState.errors.mobileNum?.message)}
        {...register('mobileNum')}
      />
      <SmsCodeField
        label={t('auth.field.verificationCode')}
        onRequest={phoneCode.requestCode}
        expiresAt={phoneCode.expiresAt}
        error={problemText(formState.errors[codeName]?.message)}
        {...register(codeName)}
      />
    </>
  );
}
