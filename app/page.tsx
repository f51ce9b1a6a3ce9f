export default function Home() {
  return (
    <main>
      <h1>Threadline</h1>
      <p>Comments for every page of your site. The API lives under <code>/v1</code>; its description is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
    </main>
  );
}
