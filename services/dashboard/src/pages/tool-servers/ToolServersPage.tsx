export default function ToolServersPage() {
  return <h1>ToolServersPage</h1>;
}
