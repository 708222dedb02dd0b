export default function CatalogPage() {
  return <h1>CatalogPage</h1>;
}
