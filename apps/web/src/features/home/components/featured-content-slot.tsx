import { useTranslation } from 'react-i18next';
import { FeaturedContent } from '../../../components/content/featured-content';

/** The signed-in home page's banner and 'Featured Items' with 'View All'. */
export function FeaturedContentSlot() {
  const { t } = useTranslation('home');
  return (
    <FeaturedContent
      labels={{
        heading: t('featured.heading'),
        viewAll: t('featured.viewAll'),
        loading: t('featured.loading'),
        empty: t('featured.empty'),
      }}
    />
  );
}
