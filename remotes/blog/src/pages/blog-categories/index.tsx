import { TaxonomyPage } from '../../taxonomy/taxonomy-page.tsx';

/** Dashboard › Blogs › Category. */
export default function BlogCategoriesPage() {
  return <TaxonomyPage kind="category" />;
}
