import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homePath } from '../../app/guard';
import { useSession } from '../../app/session/use-session';

/** Any path outside the route table. Home is the role's landing page, or sign-in when signed out. */
export default function NotFound() {
  const { t } = useTranslation('shell');
  const { access } = useSession();
  const { pathname } = useLocation();
  return (
    <Flex direction="column" gap="3" p="6" align="start">
      <Heading as="h1" size="6">
        {t('notFound.title')}
      </Heading>
      <Text as="p" color="gray">
        {t('notFound.body', { path: pathname })}
      </Text>
      <Link asChild>
        <RouterLink to={homePath(access)}>{t('notFound.home')}</RouterLink>
      </Link>
    </Flex>
  );
}
