export default function WebhooksPage() {
  return <h1>WebhooksPage</h1>;
}
