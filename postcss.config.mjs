// Tailwind 4 runs as a PostCSS plugin; Next.js picks this file up for every CSS import.
const config = {
  plugins: { "@tailwindcss/postcss": {} },
};

export default config;
