import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useTerms } from '../api/get-terms';
import { parseTermsInline, parseTermsText, type TermsBlock } from '../terms-text';
import '../terms.css';

function Inline({ text }: { text: string }) {
  return parseTermsInline(text).map((run, i) => {
    if (run.kind === 'code') return <code key={i}>{run.text}</code>;
    if (run.kind === 'link') {
      return (
        <a key={i} href={run.href}>
          {run.text}
        </a>
      );
    }
    return <Fragment key={i}>{run.text}</Fragment>;
  });
}

function Block({ block }: { block: TermsBlock }) {
  if (block.kind === 'heading') {
    const Heading = block.level === 3 ? 'h3' : 'h2';
    return (
      <Heading>
        <Inline text={block.text} />
      </Heading>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <Inline text={block.text} />
    </p>
  );
}

/**
 * The footer's Terms of Service (public): the operator's file (TERMS_FILE) in the reader's
 * language, or the English one when there is no translation. The file's own first `#` heading,
 * if it starts with one, is the page's heading.
 */
export default function TermsRoute() {
  const { t, i18n } = useTranslation('terms');
  const terms = useTerms();
  const blocks = terms.data ? parseTermsText(terms.data.text) : [];
  const first = blocks[0];
  const ownTitle = first?.kind === 'heading' && first.level === 1 ? first.text : null;
  const body = ownTitle ? blocks.slice(1) : blocks;

  return (
    <Page title={t('title')} heading={ownTitle ?? t('title')} className="terms-page">
      {terms.isPending ? (
        <Spinner label={t('loading')} />
      ) : terms.isError ? (
        <p className="notice notice--error" role="alert">
          {t('failed', { message: terms.error.message })}
        </p>
      ) : (
        <article className="terms" lang={terms.data.language}>
          {terms.data.language !== i18n.language ? (
            <p className="notice" lang={i18n.language}>
              {t('englishOnly')}
            </p>
          ) : null}
          {body.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </article>
      )}
    </Page>
  );
}
