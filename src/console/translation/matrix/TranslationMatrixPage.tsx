import { useSearchParams } from 'wouter';
import { KindLanguageItems } from './KindLanguageItems.tsx';
import { MatrixOverview } from './MatrixOverview.tsx';
import { readMatrixQuery } from './matrixQuery.ts';
import './matrix.css';

/**
 * The translation screen (`/translations`): the kinds × languages matrix, or, with `?kind=…&language=…`
 * in the URL (so Back and reload keep it), one kind's items in one language and their fields.
 */
export function TranslationMatrixPage() {
  const [params] = useSearchParams();
  const query = readMatrixQuery(params);
  return (
    <div className="tmatrix">
      <div className="tmatrix__inner">
        {query.kind && query.language
          ? <KindLanguageItems key={`${query.kind}/${query.language}`} query={{ ...query, kind: query.kind, language: query.language }} />
          : <MatrixOverview />}
      </div>
    </div>
  );
}
