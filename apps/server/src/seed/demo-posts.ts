import type { Category, ContentLanguage, Region } from '@one-world/contract';
import type { ServiceContext } from '../app-context';
import { withTransaction } from '../events/transaction';
import { importPost } from '../modules/posts';
import { generatePassword, usersService } from '../modules/users';
import type { SeedStep } from './seed-step';

/**
 * Demo members with living discussion boards, so a fresh install shows what the product is for.
 * The step runs in one transaction and only while none of the demo members exists, so running it
 * again creates nothing twice and demo content a moderator deleted stays deleted. Rows also have
 * fixed keys (member email, post and comment ids, likes unique per member and post) as a second
 * guard. Members get random passwords nobody knows: they author content, they do not sign in.
 */

type MemberKey = 'amara' | 'kenji' | 'sofia' | 'lina' | 'ethan' | 'priya' | 'awa' | 'neema';

const MEMBERS: Record<MemberKey, { name: string; email: string }> = {
  amara: { name: 'Amara Okafor', email: 'amara.okafor@demo.example.org' },
  kenji: { name: 'Kenji Watanabe', email: 'kenji.watanabe@demo.example.org' },
  sofia: { name: 'Sofía Martínez', email: 'sofia.martinez@demo.example.org' },
  lina: { name: 'Lina Haddad', email: 'lina.haddad@demo.example.org' },
  ethan: { name: 'Ethan Brooks', email: 'ethan.brooks@demo.example.org' },
  priya: { name: 'Priya Raman', email: 'priya.raman@demo.example.org' },
  awa: { name: 'Awa Diop', email: 'awa.diop@demo.example.org' },
  neema: { name: 'Neema Mwangi', email: 'neema.mwangi@demo.example.org' },
};

interface DemoComment {
  by: MemberKey;
  text: string;
}

interface DemoPost {
  by: MemberKey;
  hoursAgo: number;
  postCategory: Category;
  region: Region | null;
  title: string;
  content: string;
  /** The language it is written in, when not English (issue 17); comments are detected. */
  language?: ContentLanguage;
  comments: DemoComment[];
  likedBy: MemberKey[];
}

const POSTS: DemoPost[] = [
  {
    by: 'amara',
    hoursAgo: 2,
    postCategory: 'Climate',
    region: 'Africa',
    title: 'Solar mini-grids are changing evenings in rural Kenya',
    content:
      'I spent last month in villages around Kisumu where a cooperative installed solar mini-grids. Children now study after dark, the clinic keeps vaccines cold, and small shops stay open longer.\n\nThe hard part is not the panels, it is maintenance: who is trained to fix an inverter when it fails? Has anyone seen a model where local technicians are paid reliably?',
    comments: [
      {
        by: 'kenji',
        text: 'In Nepal a similar project trained two technicians per village and paid them from a small monthly fee. It worked because the fee was collected by mobile money.',
      },
      {
        by: 'priya',
        text: 'The clinic point is huge. Cold chain failures waste so many vaccines.',
      },
      {
        by: 'ethan',
        text: 'Would love to see the cooperative’s numbers on uptime if they share them.',
      },
      {
        by: 'amara',
        text: 'I will ask them for the last year of uptime data and post it here.',
      },
    ],
    likedBy: ['kenji', 'priya', 'sofia', 'lina'],
  },
  {
    by: 'sofia',
    hoursAgo: 5,
    postCategory: 'Climate',
    region: null,
    title: 'What is one climate habit you changed this year?',
    content:
      'Big policy matters most, but habits add up and they shape what we ask of our leaders. This year I stopped flying for work trips under 600 km and took the train instead.\n\nWhat is one change you made, and what made it stick?',
    comments: [
      {
        by: 'lina',
        text: 'We started a repair café in our building. Fixed 40 things in three months!',
      },
      {
        by: 'ethan',
        text: 'Switched my commute to an e-bike. Saving money was what made it stick.',
      },
    ],
    likedBy: ['amara', 'lina', 'ethan'],
  },
  {
    by: 'priya',
    hoursAgo: 9,
    postCategory: 'Poverty',
    region: 'Asia',
    title: 'Microfinance: still a lifeline, or a debt trap?',
    content:
      'Microfinance was celebrated for years, then criticised when over-indebtedness spread in parts of South Asia. From what I see in Tamil Nadu, group loans still help women start businesses, but only when paired with savings and financial literacy.\n\nWhat safeguards have you seen work?',
    comments: [
      {
        by: 'amara',
        text: 'Caps on the number of loans per borrower across lenders made a real difference where I work.',
      },
      {
        by: 'kenji',
        text: 'Savings-first groups (VSLAs) seem to avoid many of the traps. Slower, but steadier.',
      },
    ],
    likedBy: ['amara', 'kenji'],
  },
  {
    by: 'sofia',
    hoursAgo: 20,
    postCategory: 'Poverty',
    region: 'SouthAmerica',
    title: 'Community kitchens in Lima feed thousands every day',
    content:
      'The ollas comunes started during the pandemic and many never closed. Neighbours pool donations and cook for hundreds of families, mostly run by women volunteers.\n\nThey need stable supplies more than one-off donations. Does anyone know of programs that connect local farmers directly to community kitchens?',
    comments: [
      {
        by: 'lina',
        text: 'Beirut has a similar network. A farmers’ cooperative sells surplus at cost to the kitchens.',
      },
    ],
    likedBy: ['lina', 'priya', 'ethan'],
  },
  {
    by: 'lina',
    hoursAgo: 30,
    postCategory: 'Conflict',
    region: 'MiddleEast',
    title: 'How can aid reach civilians when roads are closed?',
    content:
      'Convoys wait for days at checkpoints while families run out of water and medicine. Airdrops make headlines but deliver little and can be dangerous.\n\nI would like to hear from people with field experience: what negotiation or logistics approaches have actually opened access?',
    comments: [
      {
        by: 'ethan',
        text: 'Deconfliction notifications shared with all parties helped in some places, but only with consistent follow-up.',
      },
      {
        by: 'amara',
        text: 'Local partners who are trusted on both sides were the key in my experience.',
      },
    ],
    likedBy: ['sofia', 'amara', 'priya', 'kenji'],
  },
  {
    by: 'kenji',
    hoursAgo: 44,
    postCategory: 'Conflict',
    region: null,
    title: 'Books and films that helped you understand a conflict',
    content:
      'News gives us headlines; stories give us people. A memoir taught me more about the partition of India than any textbook.\n\nShare one book, film or podcast that changed how you see a conflict, and why.',
    comments: [
      { by: 'sofia', text: 'The documentary "The Act of Killing" stayed with me for weeks.' },
      { by: 'priya', text: '"Midnight’s Children" for partition, without a doubt.' },
      { by: 'lina', text: 'Anything by Elias Khoury. He writes memory like no one else.' },
    ],
    likedBy: ['sofia', 'priya'],
  },
  {
    by: 'lina',
    hoursAgo: 60,
    postCategory: 'Inequality',
    region: 'Europe',
    title: 'Closing the gender pay gap: what actually worked in Iceland',
    content:
      'Iceland requires employers to prove they pay men and women equally for work of equal value. Certification costs time, but companies report clearer pay structures and fewer disputes.\n\nCould this work in larger economies, or does it only fit a small country?',
    comments: [
      {
        by: 'ethan',
        text: 'Pay transparency rules in the EU are a step in this direction. Curious to see the first reports.',
      },
    ],
    likedBy: ['sofia', 'priya', 'amara'],
  },
  {
    by: 'ethan',
    hoursAgo: 75,
    postCategory: 'Inequality',
    region: 'NorthAmerica',
    title: 'Broadband is the new road: the rural digital divide',
    content:
      'In parts of Appalachia students still do homework in fast-food parking lots to get Wi-Fi. Remote work, telehealth and school all depend on a connection many families cannot get or afford.\n\nWhich is more effective: subsidising providers, or community-owned networks?',
    comments: [
      {
        by: 'kenji',
        text: 'Community-owned fibre in some small towns has beaten big providers on price and speed.',
      },
      { by: 'sofia', text: 'Affordability matters as much as coverage. Both, please!' },
    ],
    likedBy: ['kenji', 'sofia'],
  },
  {
    by: 'amara',
    hoursAgo: 96,
    postCategory: 'Policy',
    region: 'Europe',
    title: 'Carbon border tax: fair to developing exporters?',
    content:
      'The EU’s carbon border adjustment puts a price on the emissions embedded in imports like steel and cement. It protects climate ambition in Europe, but exporters in Africa and Asia worry about losing markets.\n\nShould part of the revenue fund clean industry in exporting countries?',
    comments: [
      {
        by: 'priya',
        text: 'Yes. Otherwise it reads as protectionism to many governments in the Global South.',
      },
    ],
    likedBy: ['priya', 'lina', 'kenji'],
  },
  {
    by: 'ethan',
    hoursAgo: 120,
    postCategory: 'Policy',
    region: null,
    title: 'Universal basic income pilots: what have we learned?',
    content:
      'From Kenya to Finland to Stockton, cash pilots keep showing similar results: people do not stop working, stress falls, and spending goes to essentials.\n\nWhat is the strongest argument against scaling it up, in your view?',
    comments: [
      {
        by: 'amara',
        text: 'Funding at national scale is the real question. Pilots do not answer it.',
      },
      {
        by: 'lina',
        text: 'And inflation in places with tight supply, like housing. Cash alone cannot build homes.',
      },
    ],
    likedBy: ['amara', 'sofia', 'lina', 'priya', 'kenji'],
  },
  {
    by: 'priya',
    hoursAgo: 150,
    postCategory: 'Climate',
    region: 'Asia',
    title: 'Mangrove restoration in Bangladesh protects more than coastlines',
    content:
      'Mangroves break storm surges, store carbon and shelter fish nurseries. Restoration projects in the Sundarbans now involve fishing families who plant and guard the seedlings.\n\nThe survival rate jumps when locals earn from the forest. Any similar projects in your region?',
    comments: [
      {
        by: 'kenji',
        text: 'The Philippines has community mangrove programs with similar results. Survival rates above 70%.',
      },
    ],
    likedBy: ['kenji', 'amara', 'sofia'],
  },
  {
    by: 'amara',
    hoursAgo: 200,
    postCategory: 'Poverty',
    region: 'Africa',
    title: 'Mobile money helped my family save for school fees',
    content:
      'When my aunt started saving small amounts on her phone instead of keeping cash at home, she finally managed to pay school fees on time. No bank branch within 30 km, but a phone in every pocket.\n\nWhat other everyday tools have quietly reduced poverty where you live?',
    comments: [
      { by: 'sofia', text: 'Pay-as-you-go solar lamps. Small payments, big change.' },
      { by: 'priya', text: 'Digital land records in some states cut bribes and disputes.' },
    ],
    likedBy: ['sofia', 'priya', 'ethan', 'lina'],
  },
  // Members write in their own languages (issue 17): readers can filter to theirs or translate.
  {
    by: 'sofia',
    hoursAgo: 230,
    postCategory: 'Inequality',
    region: 'SouthAmerica',
    language: 'es',
    title: 'Bibliotecas comunitarias en los barrios de Medellín',
    content:
      'En mi barrio, un grupo de vecinas convirtió un local abandonado en una biblioteca comunitaria. Hoy prestan libros, ayudan con las tareas por las tardes y ofrecen wifi gratis a quien no puede pagarlo.\n\nLo que más nos cuesta es cubrir los horarios solo con voluntarios. ¿Alguien conoce proyectos parecidos que hayan conseguido un apoyo estable de la alcaldía?',
    comments: [
      {
        by: 'ethan',
        text: 'We run something similar in Detroit. A small grant from the city pays one coordinator, and that is what finally made the volunteer schedule work.',
      },
      {
        by: 'awa',
        text: 'Bravo pour cette initiative ! Chez nous, les lycéens font leurs heures de bénévolat à la bibliothèque du quartier.',
      },
    ],
    likedBy: ['ethan', 'awa', 'lina'],
  },
  {
    by: 'awa',
    hoursAgo: 260,
    postCategory: 'Climate',
    region: 'Africa',
    language: 'fr',
    title: 'Des foyers améliorés pour cuisiner sans déboiser',
    content:
      'À Thiès, notre association a aidé quarante familles à remplacer leurs foyers à trois pierres par des foyers améliorés en argile. Ils consomment deux fois moins de bois, et les cuisines sont beaucoup moins enfumées.\n\nNous aimerions former des artisanes dans les villages voisins pour qu’elles fabriquent et vendent elles-mêmes ces foyers. Avez-vous des conseils pour financer les premières formations ?',
    comments: [
      {
        by: 'amara',
        text: 'Cleaner stoves also mean far fewer respiratory illnesses. In Nigeria, small loans for the first batch of clay and tools worked well.',
      },
    ],
    likedBy: ['amara', 'neema', 'kenji'],
  },
  {
    by: 'lina',
    hoursAgo: 290,
    postCategory: 'Conflict',
    region: 'MiddleEast',
    language: 'ar',
    title: 'مساحات آمنة للأطفال في المخيمات',
    content:
      'أتطوع منذ عام مع فريق ينظّم أنشطة للأطفال في أحد المخيمات: رسم ومسرح وألعاب جماعية ثلاث مرات في الأسبوع. لاحظنا أن الأطفال الذين يشاركون بانتظام أصبحوا أكثر هدوءًا وأقل خوفًا من الأصوات العالية.\n\nنبحث عن طرق لتدريب مزيد من المتطوعين على الإسعافات النفسية الأولية. هل لديكم تجارب أو موارد تنصحون بها؟',
    comments: [
      {
        by: 'priya',
        text: 'The Red Cross offers free online training in psychological first aid. It was a great start for our volunteers.',
      },
      {
        by: 'sofia',
        text: 'En Colombia usamos el teatro con niños desplazados y funcionó muy bien. ¡Mucho ánimo con el proyecto!',
      },
    ],
    likedBy: ['priya', 'sofia', 'amara'],
  },
  {
    by: 'neema',
    hoursAgo: 320,
    postCategory: 'Poverty',
    region: 'Africa',
    language: 'sw',
    title: 'Vikundi vya kuweka akiba vimebadilisha maisha ya akina mama',
    content:
      'Katika kijiji chetu karibu na Arusha, akina mama ishirini walianzisha kikundi cha kuweka akiba na kukopeshana. Kila wiki kila mmoja huchangia kiasi kidogo, na mwisho wa mwaka wanagawana faida.\n\nSasa wengi wao wana biashara ndogo za mboga na ushonaji. Je, kuna mtu anayejua jinsi ya kuunganisha vikundi kama hivi na huduma za benki bila kupoteza uaminifu uliopo kati ya wanachama?',
    comments: [
      {
        by: 'amara',
        text: 'Savings groups are powerful. Some groups near Kisumu keep their fund in a mobile money account, so the cash box is never at risk.',
      },
    ],
    likedBy: ['amara', 'awa', 'priya', 'kenji'],
  },
];

// Fixed ids make every demo row addressable on the next run (uuid v4 layout, valid for z.uuid()).
const postId = (n: number) => `0e0d0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const commentId = (post: number, n: number) =>
  `0e0d0000-0000-4000-9000-${String(post * 100 + n).padStart(12, '0')}`;

const memberEntries = Object.entries(MEMBERS) as [MemberKey, { name: string; email: string }][];

/**
 * Creates the demo members, posts, comments and likes unless the demo was seeded before, in one
 * transaction. Returns whether it created anything.
 */
function seedDemoPosts(ctx: ServiceContext): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const users = usersService({ ...ctx, db: tx });
    for (const [, member] of memberEntries) {
      if (await users.emailTaken(member.email)) return false;
    }
    const members = {} as Record<MemberKey, string>;
    for (const [key, member] of memberEntries) {
      members[key] = (
        await users.signUp({ ...member, password: generatePassword() }, { confirmed: true })
      ).id;
    }
    const now = ctx.clock.now();
    const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    for (const [i, post] of POSTS.entries()) {
      await importPost(tx, {
        id: postId(i + 1),
        userId: members[post.by],
        title: post.title,
        content: post.content,
        postCategory: post.postCategory,
        region: post.region,
        language: post.language ?? 'en',
        createdAt: hoursBefore(post.hoursAgo),
        comments: post.comments.map((c, j) => ({
          id: commentId(i + 1, j + 1),
          userId: members[c.by],
          content: c.text,
          // Comments follow their post, spread evenly between it and now.
          createdAt: hoursBefore(
            (post.hoursAgo * (post.comments.length - j)) / (post.comments.length + 1),
          ),
        })),
        likedBy: post.likedBy.map((member) => members[member]),
      });
    }
    return true;
  });
}

export const demoPostsSeed: SeedStep = {
  name: 'demo-posts',
  async run(ctx, log) {
    if (!ctx.config.seedDemo) return;
    if (await seedDemoPosts(ctx)) {
      log.info({ posts: POSTS.length }, 'Seeded demo members and discussion posts');
    }
  },
};

/** How many demo posts the step maintains (for tests). */
export const DEMO_POST_COUNT = POSTS.length;
