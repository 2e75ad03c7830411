import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What a new post's push and the hourly digest email say (issue 29), in the reader's language. */
export const conversationNoticesCatalog = defineServerCatalog('conversationNotices', {
  en: {
    pushTitle: '{{author}} in {{subject}}',
    pushMentionTitle: '{{author}} mentioned you in {{subject}}',
    ledgerPost: 'New post in {{subject}}',
    ledgerDigest: 'Conversation digest',
    digestSubject: 'New posts in {{count}} conversation(s) you follow',
    greeting: 'Hi {{name}},',
    digestIntro: 'Here is what was posted since your last digest:',
    post: '- {{author}}: {{text}}',
    mentioned: '- {{author}} (mentioned you): {{text}}',
    open: 'Read and answer: {{url}}',
    unfollow: 'To stop following a conversation, press Following under it.',
    subjects: { pinned: 'the pinned post "{{name}}"', content: '"{{name}}"', event: '{{name}}' },
  },
  es: {
    pushTitle: '{{author}} en {{subject}}',
    pushMentionTitle: '{{author}} te mencionó en {{subject}}',
    ledgerPost: 'Nueva publicación en {{subject}}',
    ledgerDigest: 'Resumen de conversaciones',
    digestSubject: 'Nuevas publicaciones en {{count}} conversación(es) que sigues',
    greeting: 'Hola, {{name}}:',
    digestIntro: 'Esto es lo que se publicó desde tu último resumen:',
    post: '- {{author}}: {{text}}',
    mentioned: '- {{author}} (te mencionó): {{text}}',
    open: 'Lee y responde: {{url}}',
    unfollow: 'Para dejar de seguir una conversación, pulsa Siguiendo debajo de ella.',
    subjects: { pinned: 'el anuncio fijado "{{name}}"', content: '"{{name}}"', event: '{{name}}' },
  },
});
