import { defineConfig } from './schemas/config.ts';

export default defineConfig({
  title: 'Orchestra Docs',
  tagline: 'Accept payments through every partner with one integration.',
  url: 'https://docs.orchestra.example',
  product: 'orchestra',
  navbar: {
    title: 'Orchestra',
    logo: { src: '/img/logo.svg', alt: 'Orchestra' },
    hideOnScroll: true,
    items: [
      { type: 'link', label: 'Documentation', to: '/docs' },
      { type: 'version' },
      {
        type: 'dropdown',
        label: 'API',
        items: [
          { label: 'API v2', to: '/api-v2' },
          { label: 'API v1 (deprecated)', to: '/openapi/' },
          { label: 'API Wallet', to: '/wallet' },
        ],
      },
      { type: 'link', label: 'Sandbox dashboard', to: 'https://dashboard.sandbox.orchestra.example', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'locale', position: 'right' },
      { type: 'colorMode', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Documentation',
        items: [
          { label: 'Getting started', to: '/docs' },
          { label: 'Checkout showcase', to: '/docs/checkout-showcase/' },
        ],
      },
      {
        title: 'API reference',
        items: [
          { label: 'API v2', to: '/api-v2' },
          { label: 'API Wallet', to: '/wallet' },
          { label: 'API v1 (deprecated)', to: '/openapi/' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Sandbox dashboard', to: 'https://dashboard.sandbox.orchestra.example' },
          { label: 'Status', to: 'https://status.orchestra.example' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getUTCFullYear()} Orchestra. Built with the Orchestra docs toolchain.`,
  },
  announcementBar: {
    id: 'survey-2026-11',
    content: 'Help us improve these docs: <a href="https://survey.orchestra.example/docs-2026">take the 3-minute survey</a>.',
    backgroundColor: '#fff3cd',
    textColor: '#1c1e21',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  // Local search (no Algolia credentials); the no-results screen links to a prefilled issue.
  search: {
    missingResultsUrl: 'https://git.orchestra.example/orchestra/docs/issues/new?labels=search&title=Search%3A%20no%20results%20for%20%22{query}%22',
  },
  sandbox: { dashboardUrl: 'https://dashboard.sandbox.orchestra.example' },
  versionLabel: 'Next',
});
