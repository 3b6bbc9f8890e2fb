import { translationCoverage } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';

/**
 * A page a language lists that pairs with no page of the default language (issue 24): a navigation
 * entry present in one language and missing in the default one. Reported on the entry.
 */
export const translationExtraRule: ConfigRule<{ 'translation-extra': { language: string; page: string } }> = {
  codes: {
    'translation-extra': {
      title: 'Page only in a translation',
      severity: 'warning',
      description: "A page a language of `navigation.languages` lists that the default language's navigation does not have.",
    },
  },
  scope: 'site',
  check(ctx, report) {
    for (const set of translationCoverage(ctx.model, (id) => ctx.site.resolvePage(id) !== undefined)) {
      for (const language of set.languages) {
        for (const extra of language.extra) {
          const range = locRange(ctx, extra.loc);
          if (range) report('translation-extra', range, `"${extra.page}" is listed in ${language.language} only: the ${set.defaultLanguage} navigation has no page it translates.`, { language: language.language, page: extra.page });
        }
      }
    }
  },
};
