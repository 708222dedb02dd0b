export default function ApiKeysPage() {
  return <h1>ApiKeysPage</h1>;
}
