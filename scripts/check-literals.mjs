#!/usr/bin/env node
// Tokens only: fails when component or site source holds a literal colour, px size, duration or
// z-index where a theme token belongs, so a merchant skin really changes the whole look.
//
// Scanned: .ts/.tsx under packages/ui/src and apps/site/src, stories included (they may hold sample
// data, never styling). Skipped: tests (*.test.ts[x]), type declarations (*.d.ts) and story picture
// content under a `stories-assets/` folder (artwork colours are image data, not UI styling).
// Comments, JSX text and import paths are never read; string literals (media query keys
// included), template text and style objects are.
//
// Flagged, with the allow-list that keeps it honest:
//   colour    #hex, rgb()/rgba()/hsl()/hsla()/hwb()/lab()/lch()/oklab()/oklch()/color(), and CSS
//             colour names in colour properties. Allowed: transparent, currentColor, inherit.
//   size      px/rem/pt values in strings, and bare numbers on length properties of style objects
//             (vanilla-extract style/recipe/globalStyle..., JSX style={{}}), which become px.
//             Allowed: zero, %, em, fr, viewport units, unitless numbers, calc() over tokens.
//             A 1px hairline is vars.size.hairline.
//   duration  ms/s values in strings and numeric delays given to setTimeout/setInterval.
//             Allowed: zero. Timers use motionMs; CSS uses vars.motion.
//   z-index   any number other than 0 on zIndex / z-index. Layers are vars.zIndex.
//   scale     numbers in scale()/scaleX()/scaleY()/scaleZ()/scale3d() in strings and templates.
//             Allowed: 0, 1 and -1 (collapsed, identity, mirrored). Press and entrance scales are
//             vars.interaction (pressable() in @playdeck/ui/theme).
//   opacity   numbers on opacity properties of style objects (opacity, fillOpacity, a custom
//             property ending in -opacity). Allowed: 0 and 1 (hidden, shown). Disabled and busy
//             are vars.interaction, decorative layers vars.opacity.
// SVG path data (d="M…") is skipped: its numbers are geometry in the icon's own viewBox.
//
// Usage: node scripts/check-literals.mjs        (exit 1 and a list when something is found)
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCANNED_DIRS = ['packages/ui/src', 'apps/site/src'];

/** Whether a file (path relative to the repo root) is held to the tokens-only rule. */
export function isScanned(path) {
  const p = path.split(sep).join('/');
  if (!/\.(ts|tsx)$/.test(p)) return false;
  if (/\.d\.ts$/.test(p) || /\.test\.tsx?$/.test(p)) return false;
  if (p.includes('/stories-assets/')) return false;
  return SCANNED_DIRS.some((d) => p.startsWith(`${d}/`));
}

const HEX = /(?<![\w&#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const COLOUR_FN = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const SIZE = /(?:^|[\s:(,])(-?(?:\d+\.?\d*|\.\d+))(px|rem|pt)\b/g;
const DURATION = /(?:^|[\s:(,])((?:\d+\.?\d*|\.\d+))(ms|s)\b/g;
const SCALE = /\bscale(?:X|Y|Z|3d)?\(([^)]*)/g;
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)/g;
const OPACITY_PROP = /(^opacity$|Opacity$|-opacity$)/;
const isIdentityScale = (n) => [0, 1, -1].includes(Number.parseFloat(n));
const isOpacityBound = (n) => [0, 1].includes(Number.parseFloat(n));
const SVG_PATH = /^\s*[Mm][\d\s,.eE+-]*[\d\s,.eE+\-MmZzLlHhVvCcSsQqTtAa]*$/;

const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet ' +
    'brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan ' +
    'darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta ' +
    'darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue ' +
    'darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey ' +
    'dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray ' +
    'green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray ' +
    'lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon ' +
    'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen ' +
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna ' +
    'silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle ' +
    'tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);
const COLOUR_PROP =
  /^(color|background|backgroundColor|backgroundImage|border(Top|Right|Bottom|Left|Inline|Block)?(Color)?|outline(Color)?|fill|stroke|caretColor|accentColor|textDecorationColor|columnRuleColor|boxShadow|textShadow|stopColor|floodColor|lightingColor)$/;
const LENGTH_PROP =
  /^((min|max)?(width|height|blockSize|inlineSize)|(margin|padding|inset|scrollMargin|scrollPadding)(Top|Right|Bottom|Left|Inline|Block|InlineStart|InlineEnd|BlockStart|BlockEnd)?|top|right|bottom|left|gap|rowGap|columnGap|fontSize|letterSpacing|wordSpacing|textIndent|flexBasis|border(Top|Right|Bottom|Left|Inline|Block)?(Start|End)?Width|border((Top|Bottom)(Left|Right)|(Start|End)(Start|End))?Radius|outlineWidth|outlineOffset)$/i;
/** vanilla-extract calls whose object arguments are CSS. */
const STYLE_CALLS = new Set([
  'style',
  'styleVariants',
  'globalStyle',
  'recipe',
  'keyframes',
  'globalKeyframes',
  'fontFace',
  'globalFontFace',
  'createTheme',
  'createGlobalTheme',
  'assignVars',
]);

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const isZero = (n) => Number.parseFloat(n) === 0;

function propertyName(node) {
  if (!node) return undefined;
  if (
    ts.isIdentifier(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node)
  ) {
    return camel(node.text);
  }
  return undefined;
}

function numericValue(node) {
  if (ts.isNumericLiteral(node)) return node.text;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return `-${node.operand.text}`;
  }
  if (
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
    /^-?\d+$/.test(node.text.trim())
  ) {
    return node.text.trim();
  }
  return undefined;
}

/** A number written as a literal or as a string holding only a number ('0.7'). */
function numberText(node) {
  if (ts.isNumericLiteral(node)) return node.text;
  if (
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
    /^-?(\d+\.?\d*|\.\d+)$/.test(node.text.trim())
  ) {
    return node.text.trim();
  }
  return undefined;
}

/** Inside a style object: an argument of a vanilla-extract call or a JSX style={{}}. */
function inStyleContext(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p)) return p.name.getText() === 'style';
    if (ts.isCallExpression(p)) {
      const callee = p.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (STYLE_CALLS.has(name)) return true;
    }
  }
  return false;
}

function jsxAttributeName(node) {
  const parent = node.parent;
  return parent && ts.isJsxAttribute(parent) ? parent.name.getText() : undefined;
}

/**
 * Literal values in one file's source that belong in tokens.
 * @param {string} source
 * @param {string} fileName used for the TSX/TS choice and in messages
 * @returns {{ line: number, column: number, kind: 'colour'|'size'|'duration'|'z-index'|'scale'|'opacity', text: string }[]}
 */
export function findLiterals(source, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const report = (node, k, text, offset = 0) => {
    const start = node.getStart(sf) + offset;
    const { line, character } = sf.getLineAndCharacterOfPosition(start);
    found.push({ line: line + 1, column: character + 1, kind: k, text });
  };

  const scanText = (node, text, offsetBase) => {
    const attr = jsxAttributeName(node);
    if (attr === 'd' || attr === 'points' || attr === 'viewBox' || SVG_PATH.test(text)) return;
    for (const m of text.matchAll(HEX)) report(node, 'colour', m[0], offsetBase + m.index);
    for (const m of text.matchAll(COLOUR_FN)) report(node, 'colour', m[0], offsetBase + m.index);
    for (const m of text.matchAll(SIZE)) {
      if (!isZero(m[1])) report(node, 'size', `${m[1]}${m[2]}`, offsetBase + m.index);
    }
    for (const m of text.matchAll(DURATION)) {
      if (!isZero(m[1])) report(node, 'duration', `${m[1]}${m[2]}`, offsetBase + m.index);
    }
    for (const m of text.matchAll(SCALE)) {
      // var(--pd-…) names are tokens, not numbers.
      const args = m[1].replace(/var\(--[\w-]+/g, '');
      if ([...args.matchAll(NUMBER)].some((n) => !isIdentityScale(n[0]))) {
        report(node, 'scale', `${m[0]})`, offsetBase + m.index);
      }
    }
  };

  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Import paths are not values; keys are read too (a media query key holds sizes).
      const p = node.parent;
      const isModule =
        p &&
        (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p));
      if (!isModule) scanText(node, node.text, 1);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      scanText(node, node.text, 1);
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      const value = node.initializer;
      const num = numericValue(value);
      if ((name === 'zIndex' || name === 'z-index') && num !== undefined && !isZero(num)) {
        report(value, 'z-index', num);
      } else if (name && OPACITY_PROP.test(name) && inStyleContext(node)) {
        const amount = numberText(value);
        if (amount !== undefined && !isOpacityBound(amount))
          report(value, 'opacity', `${name}: ${amount}`);
      } else if (
        name &&
        LENGTH_PROP.test(name) &&
        ts.isNumericLiteral(value) &&
        !isZero(value.text) &&
        inStyleContext(node)
      ) {
        report(value, 'size', `${name}: ${value.text}`);
      }
      if (
        name &&
        COLOUR_PROP.test(name) &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
      ) {
        for (const word of value.text.toLowerCase().split(/[^a-z]+/)) {
          if (NAMED_COLOURS.has(word)) report(value, 'colour', word);
        }
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const delay = node.arguments[1];
      if (
        (name === 'setTimeout' || name === 'setInterval') &&
        delay &&
        ts.isNumericLiteral(delay) &&
        !isZero(delay.text)
      ) {
        report(delay, 'duration', `${name}(…, ${delay.text})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    out = statSync(full).isDirectory() ? out.concat(walk(full)) : out.concat(full);
  }
  return out;
}

/** Every literal in the scanned folders of a repository, with its file relative to the root. */
export function checkRepository(root) {
  const findings = [];
  for (const dir of SCANNED_DIRS) {
    let files = [];
    try {
      files = walk(join(root, dir));
    } catch {
      continue;
    }
    for (const full of files) {
      const file = relative(root, full).split(sep).join('/');
      if (!isScanned(file)) continue;
      for (const f of findLiterals(readFileSync(full, 'utf8'), file)) findings.push({ file, ...f });
    }
  }
  return findings;
}

export const formatFinding = (f) =>
  `${f.file}:${f.line}:${f.column}  ${f.kind.padEnd(8)}  ${f.text}`;

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const findings = checkRepository(root);
  if (findings.length) {
    console.error(
      `Literal values where a token belongs (${findings.length}); use vars.* from @playdeck/ui (or motionMs for timers):\n` +
        findings.map(formatFinding).join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `check-literals: no literal colours, sizes, durations, z-indexes, scales or opacities in ${SCANNED_DIRS.join(', ')}`,
  );
}
