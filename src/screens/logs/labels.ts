// Display helpers of the log screens: target types and roles get their words from logs.en.json; an
// unknown one (an action added later) shows as stored.
import type { TFunction } from 'i18next';

/** i18next reads '.' as nesting, so a type's key is written with '_' (saas.app → saas_app). */
export const targetTypeLabel = (t: TFunction<'logs'>, type: string) => t(`targetTypes.${type.replace(/\./g, '_')}`, { defaultValue: type });

export const roleLabel = (t: TFunction<'logs'>, role: string | null) => (role ? t(`roles.${role}`, { defaultValue: role }) : t('roles.none'));
