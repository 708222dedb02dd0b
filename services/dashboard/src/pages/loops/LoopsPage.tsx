export default function LoopsPage() {
  return <h1>LoopsPage</h1>;
}
