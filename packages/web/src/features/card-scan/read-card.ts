/**
 * What a business card says, from the text OCR read off it (issue 21): the person's name and job
 * title, the company, a mobile and a landline number, an e-mail address, the address and the
 * website. Cards are read line by line, Chinese and English alike: a labelled line (手机, Tel,
 * 地址, E-mail…) is what its label says; otherwise a line is recognised by what it holds (an
 * e-mail's @, a number's digits, a company's 公司 or Ltd, a title's 经理 or Manager), and the name
 * is the short line left that looks like one. What is not found stays empty for the user to type.
 */
export interface CardFields {
  name: string;
  job: string;
  company: string;
  mobile: string;
  landline: string;
  email: string;
  address: string;
  website: string;
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const WEBSITE = /(?:https?:\/\/)?(?:www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?|https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?/i;
/** A Chinese mobile number, +86 or not, however its digits are grouped. */
const CN_MOBILE = /(?:\+?86[\s-]*)?(1[3-9]\d(?:[\s-]*\d){8})(?!\d)/;
/** A Chinese landline: an area code of 3 or 4 digits (or in brackets), then 7 or 8, and an extension. */
const CN_LANDLINE = /(?:\+?86[\s-]*)?(\(?0\d{2,3}\)?[\s-]*\d{3,4}[\s-]*\d{4}(?:\s*(?:-|转|ext\.?|x)\s*\d{1,5})?)/i;
/** Any other phone number: digits and their separators, 7 digits or more. */
const ANY_PHONE = /\+?\d[\d\s\-().]{5,}\d/;

type Label = 'mobile' | 'landline' | 'fax' | 'email' | 'address' | 'website';

/**
 * A label at the start of a line: a Chinese one with or without its colon, an English word with a
 * colon or a space after it, a single letter (M, T, E) only with its colon.
 */
function label(chinese: string[], words: string[], letters: string[]): RegExp {
  const one = (list: string[]) => list.join('|');
  return new RegExp(`^(?:(?:${one(chinese)})\\s*[:：]?|(?:${one(words)})(?:\\s*[:：.]|\\s)|(?:${one(letters)})\\s*[:：])\\s*`, 'i');
}

const LABELS: readonly { field: Label; label: RegExp }[] = [
  { field: 'mobile', label: label(['手机', '手機', '移动电话'], ['mobile', 'mob', 'cell', 'cellphone'], ['m']) },
  { field: 'fax', label: label(['传真', '傳真'], ['fax'], ['f']) },
  { field: 'landline', label: label(['电话', '電話', '座机', '座機', '办公电话'], ['tel', 'telephone', 'phone', 'office'], ['t', 'p']) },
  { field: 'email', label: label(['邮箱', '郵箱', '电邮', '電郵', '邮件'], ['e-mail', 'email', 'mail'], ['e']) },
  { field: 'address', label: label(['地址'], ['address', 'addr', 'add'], ['a']) },
  { field: 'website', label: label(['网址', '網址', '网站'], ['website', 'web'], ['w']) },
];

const COMPANY =
  /公司|集团|集團|有限|股份|研究院|研究所|事务所|事務所|银行|銀行|大学|大學|医院|醫院|工作室|工厂|工廠|\b(?:co\.?|ltd\.?|limited|inc\.?|corp\.?|corporation|llc|gmbh|company|group|technolog(?:y|ies)|holdings?)\b/i;
const JOB =
  /经理|經理|总监|總監|总裁|總裁|主管|主任|工程师|工程師|董事|总经理|销售|銷售|顾问|顧問|专员|專員|助理|代表|会计|會計|设计师|設計師|主席|合伙人|合夥人|创始人|創始人|负责人|負責人|部长|部長|处长|處長|科长|科長|院长|院長|校长|校長|教授|律师|律師|医生|醫生|\b(?:ceo|cto|cfo|coo|vp|manager|director|engineer|president|officer|sales|consultant|specialist|head|lead|founder|partner|executive|representative|assistant|designer|architect|accountant)\b/i;
const ADDRESS_CN = /[省市区區县縣镇鎮路街道巷弄号號楼樓室座层層]/;
const ADDRESS_EN =
  /\d.*\b(?:street|st\.?|road|rd\.?|avenue|ave\.?|suite|floor|fl\.?|building|bldg\.?|blvd\.?|boulevard|lane|ln\.?|drive|dr\.?|way|plaza|square|park)\b/i;
const CJK = /\p{Script=Han}/u;
const ONLY_CJK = /^\p{Script=Han}+$/u;
const ENGLISH_NAME = /^[A-Z][a-zA-Z'’-]*(?:\s+[A-Z][a-zA-Z'’.-]*){1,2}$/;

/** Full-width letters, digits and signs as their ASCII forms, runs of spaces as one. */
function normalised(line: string): string {
  return (
    line
      .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/\u3000/g, ' ')
      // A wide gap between Chinese words, which OCR may read as a quotation mark or a bar.
      .replace(/(\p{Script=Han})\s*["“”'‘’|]+\s*(?=\p{Script=Han})/gu, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Chinese text as written, without the spaces between its characters (上海 月光 贸易 → 上海月光贸易). */
const joined = (text: string) => text.replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1');

/** A mobile number as one run of digits (a Chinese one without +86), or null. */
function mobileIn(text: string): string | null {
  const cn = CN_MOBILE.exec(text);
  return cn ? cn[1]!.replace(/[\s-]/g, '') : null;
}

/** A landline as printed, separators kept (0755-8888 6666), or null. */
function landlineIn(text: string): string | null {
  const cn = CN_LANDLINE.exec(text);
  if (cn) return cn[1]!.replace(/\s+/g, ' ').trim();
  const any = ANY_PHONE.exec(text);
  return any ? any[0].trim() : null;
}

/** An e-mail address as printed, with OCR's spaces around its @ and dots closed up. */
function emailIn(text: string): string | null {
  const found = EMAIL.exec(text.replace(/\s*@\s*/g, '@').replace(/\s*\.\s*(?=[a-z])/gi, '.'));
  return found ? found[0] : null;
}

/**
 * A Chinese name of 2 to 4 characters a line starts with, and the rest of the line: the first word,
 * or the single characters of a name printed spaced out (张 伟).
 */
function leadingChineseName(line: string): { name: string; rest: string } | null {
  const words = line.split(' ');
  let single = 0;
  while (single < words.length && /^\p{Script=Han}$/u.test(words[single]!)) single += 1;
  const [name, rest] =
    single >= 2 && single <= 4
      ? [words.slice(0, single).join(''), words.slice(single)]
      : /^\p{Script=Han}{2,4}$/u.test(words[0]!)
        ? [words[0]!, words.slice(1)]
        : [null, []];
  // Not a department (采购部, 研发中心) nor anything a company or a title holds.
  if (!name || COMPANY.test(name) || JOB.test(name) || /(?:部|处|處|科|组|組|室|中心)$/u.test(name)) return null;
  return { name, rest: joined(rest.join(' ')) };
}

export function readCard(text: string): CardFields {
  const card: CardFields = { name: '', job: '', company: '', mobile: '', landline: '', email: '', address: '', website: '' };
  const left: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = normalised(raw);
    if (line.length < 2) continue;
    const labelled = LABELS.find(({ label }) => label.test(line));
    const value = labelled ? line.replace(labelled.label, '') : line;
    if (labelled?.field === 'fax') continue;
    if (labelled?.field === 'address' && value.length >= 4) {
      card.address ||= joined(value);
      continue;
    }
    const email = emailIn(value);
    if (email) {
      card.email ||= email;
      if (labelled || value.replace(email, '').trim().length < 2) continue;
    }
    const website = WEBSITE.exec(value);
    if (website && !email) {
      card.website ||= website[0];
      continue;
    }
    if (labelled?.field === 'email' || labelled?.field === 'website') continue;
    const mobile = labelled?.field === 'landline' ? null : mobileIn(value);
    if (mobile) {
      card.mobile ||= mobile;
      // A line of a mobile and a landline (T: … M: …) gives both.
      const rest = value.replace(CN_MOBILE, ' ');
      const other = /\d{7}/.test(rest.replace(/[\s-]/g, '')) ? landlineIn(rest) : null;
      if (other) card.landline ||= other;
      continue;
    }
    const landline = labelled?.field === 'landline' || labelled?.field === 'mobile' || /^\+?[\d\s\-().]+$/.test(value) ? landlineIn(value) : null;
    if (landline) {
      if (labelled?.field === 'mobile') card.mobile ||= landline;
      else card.landline ||= landline;
      continue;
    }
    left.push(value);
  }
  // What the lines left hold, surest first: a company, an address, a title, then the name.
  const taken = new Set<string>();
  const take = (line: string | undefined) => {
    if (line !== undefined) taken.add(line);
    return line;
  };
  const companies = left.filter((line) => COMPANY.test(line) && !ADDRESS_EN.test(line));
  card.company = joined(take(companies.sort((a, b) => b.length - a.length)[0]) ?? '');
  if (!card.address)
    card.address = joined(
      take(left.find((line) => !taken.has(line) && ((CJK.test(line) && ADDRESS_CN.test(line) && joined(line).length >= 8) || ADDRESS_EN.test(line)))) ?? '',
    );
  // A line that is a name alone; else a name and a title on one line (张伟 销售总监).
  const alone = left.find((line) => !taken.has(line) && ONLY_CJK.test(joined(line)) && joined(line).length <= 4 && !JOB.test(line) && leadingChineseName(line));
  if (alone) card.name = joined(take(alone)!);
  for (const line of card.name ? [] : left) {
    const named = taken.has(line) ? null : leadingChineseName(line);
    if (named?.rest && JOB.test(named.rest)) {
      Object.assign(card, { name: named.name, job: named.rest });
      taken.add(line);
      break;
    }
  }
  if (!card.job) card.job = joined(take(left.find((line) => !taken.has(line) && JOB.test(line) && line.length <= 30)) ?? '');
  if (!card.name) card.name = take(left.find((line) => !taken.has(line) && ENGLISH_NAME.test(line) && !JOB.test(line) && !COMPANY.test(line))) ?? '';
  return card;
}
