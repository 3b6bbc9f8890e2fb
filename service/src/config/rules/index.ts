import { deprecatedPropertyRule } from './deprecatedProperty';
import { duplicatePageRule } from './duplicatePage';
import { emptyNavigationRule } from './emptyNavigation';
import { emptyValueRule } from './emptyValue';
import { duplicateKeyRule } from './duplicateKey';
import { ignoredChildCollectionRule } from './ignoredChildCollection';
import { invalidColorRule } from './invalidColor';
import { colorContrastRule } from './colorContrast';
import { invalidEnumRule } from './invalidEnum';
import { jsonSyntaxRule } from './jsonSyntax';
import { missingAssetRule } from './missingAsset';
import { missingPageRule } from './missingPage';
import { missingRequiredRule } from './missingRequired';
import { navigationLayoutRule } from './navigationLayout';
import { orphanPageRule } from './orphanPage';
import { ConfigRule } from './ruleTypes';
import { unknownPropertyRule } from './unknownProperty';
import { unknownSocialRule } from './unknownSocial';
import { unknownVersionRule } from './unknownVersion';
import { unmatchedUrlPrefixRule } from './unmatchedUrlPrefix';
import { wrongTypeRule } from './wrongType';
import { apiSourceRule } from './apiSource';
import { ignoredConfigRule } from './ignoredConfig';
import { invalidRefRule } from './invalidRef';
import { duplicateRedirectRule, redirectTargetRule } from './redirects';
import { redirectCycleRule } from './redirectCycle';
import { redirectChainRule } from './redirectChain';
import { redirectShadowsPageRule } from './redirectShadowsPage';
import { unknownOperationRule } from './unknownOperation';
import { translationMissingRule } from './translationMissing';
import { translationExtraRule } from './translationExtra';
import { missingRedirectRule } from './missingRedirect';
import { llmsOverCapRule } from './llmsOverCap';
import { llmsCustomLinkRule } from './llmsCustomLink';
import { markdownInstructionsEmptyRule } from './markdownInstructionsEmpty';

/** Every docs.json rule, in the order their findings are listed. */
export const configRules: readonly ConfigRule[] = [
  jsonSyntaxRule,
  wrongTypeRule,
  navigationLayoutRule,
  emptyNavigationRule,
  emptyValueRule,
  duplicateKeyRule,
  missingRequiredRule,
  invalidEnumRule,
  invalidColorRule,
  colorContrastRule,
  unknownPropertyRule,
  unknownSocialRule,
  ignoredChildCollectionRule,
  deprecatedPropertyRule,
  missingPageRule,
  duplicatePageRule,
  unknownVersionRule,
  missingAssetRule,
  orphanPageRule,
  unmatchedUrlPrefixRule,
  invalidRefRule,
  unknownOperationRule,
  apiSourceRule,
  duplicateRedirectRule,
  redirectTargetRule,
  translationMissingRule,
  translationExtraRule,
  redirectCycleRule,
  redirectChainRule,
  redirectShadowsPageRule,
  ignoredConfigRule,
  missingRedirectRule,
  llmsOverCapRule,
  llmsCustomLinkRule,
  markdownInstructionsEmptyRule,
];
