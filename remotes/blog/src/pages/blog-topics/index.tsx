import { TaxonomyPage } from '../../taxonomy/taxonomy-page.tsx';

/** Dashboard › Blogs › Topics. */
export default function BlogTopicsPage() {
  return <TaxonomyPage kind="topic" />;
}
