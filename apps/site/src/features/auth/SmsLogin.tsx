import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { PHONE_PROVIDER_LOGIN_TYPE, type HumanCheckResult } from '@playdeck/contract';
import { problem, smsLoginSchema, type SmsLoginForm } from '@playdeck/domain';
import { useDefaultDialingCode } from '../../shell/forms/fields';
import { useFormError } from '../../shell/forms/FormSubmit';
import { useSignInProviders } from './queries';
import { PhoneCodeFields, usePhoneCode } from './PhoneCode';
import { useLogin } from './useLogin';
import { useRevalidateOnLanguage } from './useRevalidateOnLanguage';
import * as styles from './auth.css';
import { FormEnd, type MethodFormProps } from './loginParts';

/** The phone-verification provider's client, loaded when a deployment has one. */
const phoneVerifier = () => import('./phoneVerifier');

export function SmsLogin({
  remembered,
  captchaShown,
  captcha,
  onCaptchaAsked,
  footer,
  remember,
}: MethodFormProps) {
  const { t } = useTranslation();
  const formError = useFormError();
  const defaultCode = useDefaultDialingCode();
  const providers = useSignInProviders();
  /** The deployment's phone provider: a tap before the providers answer waits for them. */
  const phoneProvider = async () =>
    (providers.data ?? (await providers.refetch({ cancelRefetch: false })).data)?.phoneVerifier ??
    null;
  /** The provider's session for the code it sent (phone-verification provider only). */
  const [providerSession, setProviderSession] = useState<string | null>(null);
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginSchema(captchaShown)),
    defaultValues: { countryDialingCode: defaultCode, mobileNum: '', code: '', captcha: '' },
  });
  useRevalidateOnLanguage(form);
  const { handleSubmit, setValue, getFieldState, setError } = form;
  const login = useLogin({
    formError,
    clearCaptcha: () => setValue('captcha', ''),
    onCaptchaAsked,
  });

  /** The provider's refusal on the code field (a wrong or old code) or under the form. */
  const verifierRefused = async (error: unknown) => {
    const found = (await phoneVerifier()).problemOf(error);
    if (found === 'codeWrong' || found === 'codeExpired') {
      setValue('code', '');
      setError('code', { message: problem(found) });
    } else if (found === 'mobileDigits') setError('mobileNum', { message: problem(found) });
    else
      formError.say(
        t(
          found === 'tooFrequent'
            ? 'auth.error.tooFrequent'
            : found === 'humanCheckFailed'
              ? 'auth.error.humanCheckFailed'
              : 'auth.error.verifierUnavailable',
        ),
      );
  };

  // A deployment's phone-verification provider sends the code itself (spec 1 §7).
  const viaProvider = async (
    { countryDialingCode, mobileNum }: { countryDialingCode: string; mobileNum: string },
    proof: HumanCheckResult | undefined,
  ) => {
    const provider = await phoneProvider();
    if (!provider) return 'noProvider' as const;
    try {
      const { sendCode } = await phoneVerifier();
      const sent = await sendCode(provider, countryDialingCode, mobileNum, proof);
      setProviderSession(sent.sessionInfo);
      return sent.resendAt;
    } catch (error) {
      await verifierRefused(error);
      return 'refused' as const;
    }
  };
  const phoneCode = usePhoneCode(form, formError, viaProvider);

  // After the dialling code's default (in usePhoneCode), so a remembered one wins.
  useEffect(() => {
    if (remembered?.type !== 'sms') return;
    if (!getFieldState('mobileNum').isDirty) setValue('mobileNum', remembered.username);
    if (remembered.countryDialingCode && !getFieldState('countryDialingCode').isDirty)
      setValue('countryDialingCode', remembered.countryDialingCode);
  }, [remembered, setValue, getFieldState]);

  /**
   * The login's proof of the number: the SMS code itself, or, with a phone-verification provider,
   * the provider's ID token for the code (spec 1 §3: `firebaseChannel`, `firebaseIdToken`,
   * `firebaseMobileNo`, `countryDialingCode`). Null when the provider refused the code.
   */
  const proofOfNumber = async (values: SmsLoginForm) => {
    const mobile = values.mobileNum.trim();
    const provider = await phoneProvider();
    if (!provider)
      return {
        type: 'sms' as const,
        username: mobile,
        password: values.code.trim(),
        isSms: true,
      };
    if (!providerSession) {
      setError('code', { message: problem('codeFirst') });
      return null;
    }
    try {
      const { confirmPhoneCode } = await phoneVerifier();
      const confirmed = await confirmPhoneCode(provider, providerSession, values.code.trim());
      return {
        type: PHONE_PROVIDER_LOGIN_TYPE,
        firebaseChannel: 'sms' as const,
        firebaseIdToken: confirmed.idToken,
        firebaseMobileNo: mobile,
      };
    } catch (error) {
      await verifierRefused(error);
      return null;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    const mobile = values.mobileNum.trim();
    const proof = await proofOfNumber(values);
    if (!proof) return;
    await login({
      params: {
        ...proof,
        countryDialingCode: values.countryDialingCode,
        captcha: captchaShown ? values.captcha?.trim() : undefined,
      },
      remembered: { type: 'sms', username: mobile, countryDialingCode: values.countryDialingCode },
      remember,
    });
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PhoneCodeFields form={form} codeName="code" phoneCode={phoneCode} />
        <FormEnd
          form={form}
          captcha={captchaShown ? captcha : null}
          footer={footer}
          callError={formError.message}
        />
      </form>
      {phoneCode.humanCheck}
    </>
  );
}
