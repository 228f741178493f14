import type { Sidebars } from '../schemas/sidebars.ts';

/** The order a reader walks: understand, integrate, references. Doc ids are paths under docs/. */
export default {
  docs: [
    'index',
    {
      type: 'category',
      label: 'Understand',
      items: ['understand/introduction', 'understand/payment-concepts', 'understand/use-cases'],
    },
    {
      type: 'category',
      label: 'Integrate',
      items: [
        'integrate/getting-started',
        {
          type: 'category',
          label: 'Orchestra API',
          items: [
            {
              type: 'category',
              label: 'Tutorials',
              items: [
                'integrate/orchestra-api/tutorials/simple-payment',
                'integrate/orchestra-api/tutorials/payment-operations',
                'integrate/orchestra-api/tutorials/webhooks',
              ],
            },
            'integrate/orchestra-api/best-practices',
            {
              type: 'category',
              label: 'Additional features',
              items: [
                'integrate/orchestra-api/additional-features/server-to-server',
                'integrate/orchestra-api/additional-features/tokenization',
                'integrate/orchestra-api/additional-features/cit-mit',
                'integrate/orchestra-api/additional-features/advanced-webhooks-subscriptions',
                'integrate/orchestra-api/additional-features/orchestra-softpos/softpos',
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Reports',
          items: [
            'integrate/orchestra-reports/overview',
            'integrate/orchestra-reports/transactions',
            'integrate/orchestra-reports/settlements-chargebacks',
            'integrate/orchestra-reports/data-references',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'References',
      items: [
        'references/convention',
        'references/sdk-cdn-urls',
        {
          type: 'category',
          label: 'Glossary',
          link: { type: 'doc', id: 'references/glossary/index' },
          items: [
            'references/glossary/3ds',
            'references/glossary/authorization',
            'references/glossary/capture',
            'references/glossary/cit-mit',
            'references/glossary/client-session',
            'references/glossary/entity',
            'references/glossary/idempotency',
            'references/glossary/operations',
            'references/glossary/partner-transaction',
            'references/glossary/payment',
            'references/glossary/pcidss',
            'references/glossary/redirection',
            'references/glossary/refund',
            'references/glossary/softpos',
            'references/glossary/token-payment',
            'references/glossary/void',
          ],
        },
      ],
    },
  ],
  showcase: ['checkout-showcase/index'],
} satisfies Sidebars;
