import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@dugout/shared';
import { currentLanguage, isLanguage } from '../../lib/i18n/i18n';
import { noteLanguageSwitch } from '../../lib/i18n/sign-in-language';

/** English / Español. The choice is stored under 'language' (see lib/i18n). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const id = useId();
  return (
    <div className={className ? `language-switcher ${className}` : 'language-switcher'}>
      <label htmlFor={id} className="language-switcher__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={currentLanguage()}
        onChange={(e) => {
          const language = e.target.value;
          if (isLanguage(language)) {
            // Noted first: a sign-in's card language still on its way must not undo this pick.
            noteLanguageSwitch(language);
            i18n.changeLanguage(language);
          }
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
