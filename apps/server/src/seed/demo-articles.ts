import { readFile } from 'node:fs/promises';
import type { ArticleType } from '@one-world/contract';
import { withTransaction } from '../events/transaction';
import { anyArticleExists, importArticle } from '../modules/articles';
import type { SeedStep } from './seed-step';

/**
 * Demo inspiration articles, so a fresh install shows the list, the article page and the home
 * carousel with real reading. The texts were written for this site; the covers are abstract
 * pictures made for it (in `./images`, stored through the image pipeline like any upload). The
 * step runs only while none of the demo articles exists, so running it again creates nothing and
 * a demo article an admin deleted stays deleted as long as another one remains.
 */

interface DemoArticle {
  daysAgo: number;
  type: ArticleType;
  category: 'How-Tos' | 'Editorials' | 'Climate News' | 'Science News';
  title: string;
  desc: string;
  /** The cover's file in `./images`. */
  image: string;
  mediaUrl?: string;
  content: string;
}

const ARTICLES: DemoArticle[] = [
  {
    daysAgo: 2,
    type: 'article',
    category: 'How-Tos',
    title: 'How to Start a Repair Café on Your Street',
    desc: 'A free monthly afternoon where neighbours fix kettles, lamps and jeans together keeps things out of landfill and brings a street back together. Here is how to run your first one.',
    image: 'repair-cafe.jpg',
    content: `
<p>The first Repair Café opened in Amsterdam in 2009 with a simple idea: bring broken things, sit down with someone who knows how to fix them, and learn while you wait. Today thousands of them run around the world, in libraries, church halls and community centres. You do not need a grant or a workshop to start one. You need a room, a few patient people and a date.</p>
<h2>1. Find a room and a rhythm</h2>
<p>Pick a space with tables, good light and several power sockets. Libraries and schools often lend rooms for free to non-commercial events. Choose a fixed slot, such as the first Saturday of every month, from 1 to 4 pm: a predictable rhythm matters more than a perfect venue, because people plan repairs around it.</p>
<h2>2. Recruit fixers, not experts</h2>
<p>Most repairs are modest: a loose wire, a worn zip, a wobbly chair leg. Ask around for people who enjoy tinkering, sewing or woodwork. Retired electricians and tailors are wonderful, but so is a teenager who has replaced three phone screens. Aim for four to six fixers at your first session and pair each with a helper who greets visitors and keeps the queue moving.</p>
<h2>3. Agree on the house rules</h2>
<ul>
  <li><strong>The owner stays with the repair.</strong> Visitors sit with the fixer and learn; it is a shared job, not a drop-off service.</li>
  <li><strong>Safety first.</strong> Unplug before opening, no repairs on microwaves' high-voltage parts or gas appliances, and a basic test after every electrical fix.</li>
  <li><strong>No guarantees.</strong> A short sign-in form makes clear that repairs are attempted by volunteers at the owner's risk.</li>
  <li><strong>Free, with a tip jar.</strong> Donations pay for fuses, thread and glue.</li>
</ul>
<h2>4. Gather a basic kit</h2>
<p>Screwdrivers of several sizes (including security bits), pliers, a multimeter, a soldering iron, sewing needles and thread, a glue gun, spare fuses, cable ties and a first-aid box. Ask a local hardware shop to donate a starter set in exchange for a mention on your poster.</p>
<h2>5. Keep a simple log</h2>
<p>Write down each item, what was wrong and whether it was fixed. After a few months the log becomes your best argument: the number of kilograms kept out of the bin, the most common faults, the brands that are hardest to open. Councils and sponsors respond to numbers, and manufacturers respond to patterns.</p>
<blockquote><p>Every object that goes home working is a small vote against the throwaway economy, and every visitor who watched the fix is one more person who can do it next time.</p></blockquote>
<h2>6. Spread the word where people already are</h2>
<p>Posters in the laundrette, a note in the school newsletter and a post on the neighbourhood board of this site will do more than an advertising budget. Invite people to bring one thing each. Serve tea. Let the queue become a conversation.</p>
<p>After three sessions you will know your regulars, your most-wanted skill and your busiest hour. Adjust, and keep going: the café's real product is not the mended toaster but a street that knows how to look after its things and each other.</p>`,
  },
  {
    daysAgo: 4,
    type: 'article',
    category: 'Editorials',
    title: 'Aid That Listens: Why Local Leadership Must Come First',
    desc: 'The people closest to a crisis are the first to respond and the last to be funded. It is time humanitarian money followed the people who stay.',
    image: 'aid-that-listens.jpg',
    content: `
<p>When a flood, an earthquake or a war reaches a town, the first responders are almost never the organisations whose logos appear on the news. They are neighbours with boats, the women's association that already runs a savings group, the imam or the pastor who knows which families live alone, the local clinic that keeps working without electricity. International help arrives later, and it should. But it too often arrives as if nobody had been there before it.</p>
<h2>The promise and the practice</h2>
<p>At the World Humanitarian Summit in 2016, donors and agencies signed the Grand Bargain, which included a goal of routing a quarter of humanitarian funding as directly as possible to local and national responders. Years later, the share that reaches them directly remains small. Most money still flows through large international intermediaries, and local groups receive it late, in short grants, with reporting requirements designed for organisations a hundred times their size.</p>
<p>This is not only unfair. It is inefficient. Local organisations know the language, the geography and the politics. They are still there when the cameras leave. Every layer between a donor and the people doing the work adds cost, delay and distance.</p>
<h2>What listening looks like</h2>
<ul>
  <li><strong>Multi-year, flexible funding</strong> that lets a local group pay its staff and plan beyond the next emergency.</li>
  <li><strong>Shared risk.</strong> Donors who accept that working in hard places carries risk, instead of pushing all of it onto the smallest partner.</li>
  <li><strong>Overheads that are honest.</strong> International agencies keep a share for running costs; local partners deserve the same.</li>
  <li><strong>Decisions made where the crisis is.</strong> Local leaders at the table when priorities are set, not only when tasks are assigned.</li>
  <li><strong>Reporting in proportion.</strong> One simple report read by several donors, instead of five different templates.</li>
</ul>
<blockquote><p>Solidarity is not measured by how fast we arrive, but by how much power we leave behind when we go.</p></blockquote>
<h2>The objection, and the answer</h2>
<p>The usual objection is accountability: large agencies have audit systems, and small groups sometimes do not. That is a reason to invest in local financial management, not a reason to keep local groups as subcontractors forever. Capacity grows when it is trusted with real responsibility, and international organisations can play a valuable role as coaches, guarantors and advocates rather than gatekeepers.</p>
<h2>What we can do</h2>
<p>As donors, we can ask the charities we support how much of their funding reaches local partners, and on what terms. As members of this community, we can use the boards to share the names of local organisations doing serious work in our regions. Aid that listens starts with knowing who to listen to.</p>`,
  },
  {
    daysAgo: 6,
    type: 'article',
    category: 'Climate News',
    title: 'Heat Action Plans Are Spreading. The Best Ones Share Five Habits',
    desc: 'Extreme heat is the quietest climate killer. Cities that plan for it ahead of time save lives with warnings, cool spaces and neighbours checking on neighbours.',
    image: 'heat-action-plans.jpg',
    content: `
<p>Heat waves do not flatten buildings or flood streets, so they rarely make the front page until it is too late. Yet extreme heat is among the deadliest weather hazards, and it hits hardest those who are already vulnerable: older people living alone, outdoor workers, babies, people with chronic illness and families in poorly ventilated homes.</p>
<p>The good news is that heat deaths are largely preventable, and a growing number of cities now run heat action plans. In South Asia, Ahmedabad in India launched one of the first in 2013 after a deadly heat wave, and its approach has since been adapted by many other cities. Looking across these plans, the strongest share five habits.</p>
<h2>1. Warn early, and in plain language</h2>
<p>Good plans link weather forecasts to clear alert levels, issued days in advance, and say exactly what people should do at each level. Messages travel through text messages, radio, mosques and temples, schools and community leaders, in every language spoken in the city.</p>
<h2>2. Open cool spaces that people can reach</h2>
<p>Libraries, places of worship, malls and community centres become cooling centres during alerts, with water and somewhere to sit. The best plans map them against where vulnerable people actually live and extend opening hours into the evening, when homes are at their hottest.</p>
<h2>3. Reach the people who will not come</h2>
<p>Those most at risk are often the least likely to leave home. Volunteers, community health workers and neighbours check on registered older residents by phone or at the door. A buddy system costs almost nothing and saves lives.</p>
<h2>4. Protect outdoor workers</h2>
<ul>
  <li>Shifted working hours during the hottest part of the day.</li>
  <li>Shade, water and rest breaks on construction sites and markets.</li>
  <li>Clear rules that employers must follow when an alert is issued.</li>
</ul>
<h2>5. Cool the city itself, and learn every year</h2>
<p>Over the long term, reflective "cool roofs", trees, shaded bus stops and green spaces lower temperatures where people live. After every season, the best plans review hospital admissions and deaths, ask what worked and update the plan before the next summer.</p>
<blockquote><p>A heat wave is a forecast we can see coming days ahead. Whether it becomes a disaster is a choice we make before it arrives.</p></blockquote>
<h2>What you can do this summer</h2>
<p>Find out whether your city has a heat plan and where its cooling centres are. Make a list of two or three neighbours you will check on during the next heat alert. And if your city has no plan yet, that is a conversation worth starting on the Climate board.</p>`,
  },
  {
    daysAgo: 9,
    type: 'video',
    category: 'Science News',
    title: 'Watch: Reading a Changing Planet From Orbit',
    desc: 'Satellites weigh ice sheets, measure the sea and track every forest on Earth. A short guide to what they see, with NASA’s own videos.',
    image: 'earth-from-orbit-video.jpg',
    mediaUrl: 'https://www.youtube.com/@NASA/videos',
    content: `
<p>Much of what we know about how our planet is changing comes from instruments hundreds of kilometres above our heads. NASA's video channel is one of the best places to see that work for yourself: animations built from decades of measurements, interviews with the scientists who make them and footage from the missions themselves. Before you watch, here is a short guide to what satellites measure and why it matters.</p>
<h2>Half a century of pictures</h2>
<p>The Landsat programme has photographed Earth's land surface since 1972, making it the longest continuous record of its kind. Because the images are taken the same way, again and again, scientists can compare a valley or a coastline across fifty years: the spread of a city, the retreat of a glacier, the return of a forest after a fire.</p>
<h2>Weighing water and ice</h2>
<p>Some satellites do not take pictures at all. The GRACE missions fly as pairs of spacecraft and measure the tiny changes in the distance between them caused by variations in Earth's gravity. When an ice sheet loses mass or an aquifer is pumped dry, gravity changes slightly, and the satellites feel it. This is how we know how much ice Greenland and Antarctica are losing and where groundwater is being used faster than rain can refill it.</p>
<h2>Measuring the sea</h2>
<p>Radar altimeters have measured the height of the ocean surface from orbit since the early 1990s. Bouncing a signal off the water and timing its return, they track sea level to within centimetres across the whole globe. The record shows seas rising, and rising faster than at the start of the record.</p>
<h2>What to look for when you watch</h2>
<ul>
  <li><strong>The time scale.</strong> A single year can mislead; the story is in the long trend.</li>
  <li><strong>The colour bar.</strong> Visualisations often show differences from an average, not absolute values.</li>
  <li><strong>Ground truth.</strong> Satellite data is checked against measurements on the ground and at sea, by ships, buoys and weather stations.</li>
</ul>
<blockquote><p>From orbit, borders disappear. What remains is one atmosphere, one ocean and one shared record of what we are doing to them.</p></blockquote>
<h2>Why it matters for action</h2>
<p>This data is open, and that openness is a quiet revolution. Farmers use it to plan irrigation, cities to map heat and flooding, journalists to check claims about deforestation and communities to hold companies to their promises. Watch a few of the videos, then share on the boards which one surprised you most.</p>`,
  },
  {
    daysAgo: 12,
    type: 'article',
    category: 'How-Tos',
    title: 'How to Write to Your Representative and Actually Be Read',
    desc: 'Elected offices count and sort their mail. A short, personal, specific letter from a constituent still moves decisions. Here is how to write one.',
    image: 'letter-to-representative.jpg',
    content: `
<p>It is easy to believe that writing to a politician is pointless. In fact, offices of elected representatives in many countries read, sort and count their correspondence, and staff regularly brief their bosses on what constituents are saying. A thousand identical form emails are noted as one campaign. A handful of thoughtful, personal letters about a local problem can change how an office understands an issue. Here is how to write one that gets read.</p>
<h2>Write to the right person</h2>
<p>Write to the representative who represents where you live, and say so in the first line with your town or postcode. Offices prioritise constituents, and a letter from outside the area is often redirected or ignored. If the issue is decided by a city council rather than a national parliament, write to your councillor: local decisions are often closer and easier to change.</p>
<h2>One letter, one issue</h2>
<p>Stick to a single topic. A letter about clean water, refugee housing and public transport at once is hard to route to the right adviser. If you care about three issues, write three short letters.</p>
<h2>Lead with your story</h2>
<p>Staff read many arguments every day. What they remember is experience. Explain in two or three sentences how the issue affects you, your family or your work. A nurse describing heat in a hospital ward, a farmer describing a failed harvest, a student describing a two-hour bus ride: these become the examples a representative repeats.</p>
<h2>Make a specific, answerable ask</h2>
<ul>
  <li>"Will you vote for the bill on school meals when it comes to a vote next month?"</li>
  <li>"Will you ask the minister when the promised flood defences will be funded?"</li>
  <li>"Will you visit our community kitchen to see the demand yourself?"</li>
</ul>
<p>A clear question invites a clear reply and makes it easy to follow up.</p>
<h2>Keep it short and polite</h2>
<p>Aim for under 300 words. Be firm but courteous: anger may be justified, but rude letters are easy to set aside. Thank them for anything they have already done on the issue.</p>
<blockquote><p>A letter is not a lottery ticket. It is the first message in a relationship, and relationships are what change votes.</p></blockquote>
<h2>Follow up, and bring friends</h2>
<p>If you get no reply within a few weeks, write again and reference your first letter. If you get a vague reply, ask your question again more precisely. And invite others to write their own letters in their own words: ten personal letters carry far more weight than a hundred copies of one template.</p>
<p>Share your letter, with personal details removed, on the Policy board. Others can learn from it, and you may discover neighbours who care about the same thing.</p>`,
  },
  {
    daysAgo: 15,
    type: 'video',
    category: 'Climate News',
    title: 'Watch: How the UN Climate Talks Work, and Why They Matter Locally',
    desc: 'Every year the world meets to negotiate its climate response. A plain-language guide to the talks, with the United Nations’ own video coverage.',
    image: 'climate-talks-video.jpg',
    mediaUrl: 'https://www.youtube.com/@UnitedNations/videos',
    content: `
<p>Every year, thousands of negotiators, scientists, activists and journalists gather for the UN climate conference, known as the COP, short for the Conference of the Parties. From a distance it can look like an endless round of speeches. Up close, it is where the rules of the world's climate response are written. The United Nations' video channel covers the talks, from opening speeches to young activists and reports from the places most affected. Here is what to know before you press play.</p>
<h2>Who the "parties" are</h2>
<p>The parties are the countries that signed the UN Framework Convention on Climate Change, agreed in 1992. Almost every country in the world is a member. Decisions are made by consensus, which is why they are slow, and why a deal, when it comes, carries the weight of nearly the whole world.</p>
<h2>The Paris Agreement in one paragraph</h2>
<p>In 2015, the parties adopted the Paris Agreement. Its goal is to hold global warming well below 2 °C above pre-industrial levels and to pursue efforts to limit it to 1.5 °C. Each country sets its own plan, called a nationally determined contribution, and is expected to strengthen it every five years. A global stocktake checks collective progress; the first one concluded in 2023 and found the world off track.</p>
<h2>What is negotiated</h2>
<ul>
  <li><strong>Mitigation:</strong> how fast emissions must fall and how countries report them.</li>
  <li><strong>Adaptation:</strong> how communities prepare for the heat, floods and droughts already under way.</li>
  <li><strong>Finance:</strong> how much richer countries provide to help poorer ones cut emissions and adapt.</li>
  <li><strong>Loss and damage:</strong> support for harm that can no longer be avoided.</li>
</ul>
<blockquote><p>The talks set the direction of travel. Whether anyone actually moves is decided in cities, parliaments, companies and homes.</p></blockquote>
<h2>Why it matters where you live</h2>
<p>National climate plans shape the rules your government makes on energy, transport, farming and buildings. Climate finance decides whether a coastal town in a poorer country can afford a sea wall or an early-warning system. And the promises made in the conference hall are only as good as the pressure people apply at home.</p>
<h2>How to watch critically</h2>
<p>When you watch coverage of the talks, ask three questions. Is this a decision, a pledge or a speech? Is there money attached, and over what period? Who is checking that it happens? Then bring what you learn to the Climate and Policy boards: the most useful conversations connect a global decision to a local consequence.</p>`,
  },
  {
    daysAgo: 19,
    type: 'article',
    category: 'Science News',
    title: 'Living Soil: The Climate Ally Under Our Feet',
    desc: 'Soils hold more carbon than the atmosphere and all plant life combined. How farmers and gardeners can keep it there, and what scientists still need to measure.',
    image: 'living-soil.jpg',
    content: `
<p>Pick up a handful of healthy soil and you are holding more living things than there are people on Earth: bacteria, fungi, tiny insects, worms and the roots that feed them. Together they build one of the planet's largest stores of carbon. Soils hold more carbon than the atmosphere and all the world's plants combined, which means that small changes in how we treat them add up to large changes in the air.</p>
<h2>How soil stores carbon</h2>
<p>Plants pull carbon dioxide from the air and turn it into sugars. Some of that carbon travels down into their roots and out into the soil, where microbes and fungi feed on it. Part of it is breathed back out, but part becomes bound to minerals or locked inside clumps of soil, where it can remain for decades or centuries.</p>
<p>When soil is ploughed often, left bare or eroded by wind and water, that stored carbon is exposed and released. Many farmed soils have lost a large share of their original carbon, which also makes them worse at holding water and nutrients.</p>
<h2>Practices that help</h2>
<ul>
  <li><strong>Cover crops</strong> keep living roots in the ground between harvests and protect it from erosion.</li>
  <li><strong>Less tillage</strong> disturbs soil structure less and keeps fungal networks intact.</li>
  <li><strong>Compost and manure</strong> return organic matter that would otherwise be wasted.</li>
  <li><strong>Trees on farms</strong>, from hedgerows to agroforestry, add deep roots and shade.</li>
  <li><strong>Rotational grazing</strong>, done well, lets pasture recover and grow deeper roots.</li>
</ul>
<h2>What scientists are still working out</h2>
<p>Soil carbon is hard to measure. It varies from one corner of a field to another and changes slowly, so detecting a real increase requires careful sampling over years. Carbon added can also be lost again if practices change or droughts intensify. For these reasons, researchers urge caution about treating soil as a cheap way to offset emissions elsewhere.</p>
<blockquote><p>Healthy soil is not a substitute for cutting emissions. It is the ground, quite literally, on which a resilient food system is built.</p></blockquote>
<h2>Why it is worth doing anyway</h2>
<p>Even where the climate benefit is uncertain, the other benefits are not. Soils rich in organic matter hold more water during droughts, drain better during floods, need less fertiliser and grow more reliable harvests. For smallholder farmers facing a changing climate, that resilience can be the difference between a bad year and a lost one.</p>
<p>Gardeners can start today: compost kitchen scraps, keep beds covered with mulch or plants and avoid digging more than needed. Share what grows on the Climate board.</p>`,
  },
  {
    daysAgo: 23,
    type: 'article',
    category: 'Editorials',
    title: 'In Praise of Boring Infrastructure',
    desc: 'New projects win ribbon-cutting ceremonies; maintenance wins nothing. Yet the pipes, drains and power lines we already have decide how well communities survive the next crisis.',
    image: 'boring-infrastructure.jpg',
    content: `
<p>Politicians love ribbons. A new bridge, a new hospital wing, a new solar park: each comes with a ceremony, a photograph and a headline. Nobody holds a ceremony for a drain that was cleared before the rainy season, a water main replaced before it burst or a transformer serviced before the heat wave. And yet those invisible acts decide, more than almost anything else, whether a community gets through its next crisis.</p>
<h2>The maintenance gap</h2>
<p>Around the world, budgets favour building over caring for what is built. Maintenance is easy to postpone: the cost of skipping it this year is invisible, and the bill arrives later, often for someone else. Water utilities in many cities lose a large share of their treated water through leaking pipes. Clinics stand empty because a generator broke and nobody was paid to fix it. Roads built with loans crumble because no budget line exists to repair them.</p>
<p>Climate change makes this worse. Drains designed for the rainfall of the last century overflow in this one. Power lines sag in heat they were never rated for. Infrastructure that was merely neglected becomes dangerous.</p>
<h2>What boring excellence looks like</h2>
<ul>
  <li><strong>Asset registers:</strong> knowing what you own, where it is and what state it is in.</li>
  <li><strong>Ring-fenced maintenance budgets</strong> that cannot be quietly raided for new projects.</li>
  <li><strong>Local technicians</strong> trained and paid to keep pumps, panels and pipes working.</li>
  <li><strong>Funding that includes upkeep:</strong> every new project financed together with its maintenance for its expected lifetime.</li>
</ul>
<blockquote><p>The most climate-friendly infrastructure is often the one we already have, kept working for twenty more years.</p></blockquote>
<h2>Why this is a justice issue</h2>
<p>Wealthy neighbourhoods can absorb a failure: they have bottled water, backup generators and the political voice to get repairs done quickly. Poor neighbourhoods wait. When maintenance fails, inequality deepens along the lines of the pipes and cables.</p>
<h2>A modest proposal</h2>
<p>Let us celebrate maintenance. Ask candidates what share of their infrastructure budget goes to upkeep. Ask aid donors whether the solar systems and water points they fund come with money and training to keep them running. Photograph the crew that cleared the drain. The future will be built, in large part, by people keeping things working.</p>`,
  },
  {
    daysAgo: 27,
    type: 'article',
    category: 'Climate News',
    title: 'Mangroves: The Coastal Defence That Grows Back',
    desc: 'Mangrove forests calm waves, store carbon and shelter fisheries. Restoration is booming, and the projects that succeed share a lesson: restore the water first, then the trees.',
    image: 'mangroves.jpg',
    content: `
<p>Mangroves grow where few trees can: in salty, muddy coastal water across the tropics and subtropics. Their tangled roots slow waves and trap sediment, so a healthy mangrove belt can reduce the force of storm surges and help coastlines keep pace with rising seas. Their waterlogged soils store large amounts of carbon, often called "blue carbon". And their roots are nurseries for fish, crabs and shrimp on which millions of coastal families depend.</p>
<p>For decades, mangroves were cleared for shrimp ponds, rice fields, ports and resorts. Now restoring them has become one of the most popular nature-based climate projects. Not all of it works.</p>
<h2>Why planting alone often fails</h2>
<p>The simplest approach is to plant seedlings on bare mudflats. It makes for good photographs, but many such plantings die, because the seedlings were placed where mangroves never grew: too low in the tide, too exposed, or in the wrong species for the site. Survival rates in some large planting campaigns have been very low.</p>
<h2>Restore the water first</h2>
<p>Projects that succeed tend to start with hydrology: the flow of tides and fresh water. Abandoned shrimp ponds can be reconnected to the sea by breaching their walls; blocked channels can be reopened. Once the water moves as it should, mangrove seeds carried by the tide often settle and grow on their own, in the places and species that suit them. Planting then fills the gaps.</p>
<ul>
  <li>Study where mangroves grew before, and why they disappeared.</li>
  <li>Fix the tides and freshwater flow before planting.</li>
  <li>Choose local species matched to each zone of the shore.</li>
  <li>Monitor survival for years, not weeks.</li>
</ul>
<h2>People make it last</h2>
<p>The most durable projects are led by the communities who live beside the forest. When local fishers and farmers have rights to the mangroves and a share in their benefits, from fisheries to honey to eco-tourism, they protect them. When restoration is imposed from outside, new clearing often follows once the project ends.</p>
<blockquote><p>A mangrove forest is not planted so much as invited back. Our job is to clear the way and keep the door open.</p></blockquote>
<h2>What to watch for</h2>
<p>When you read about a mangrove project, look for survival rates rather than seedlings planted, for community ownership rather than volunteer days, and for long-term monitoring. Those are the signs of a coast that will still be protected in twenty years. If you know a project near you, tell its story on the Climate board.</p>`,
  },
  {
    daysAgo: 33,
    type: 'article',
    category: 'How-Tos',
    title: 'How to Host a Climate Conversation That Stays Kind',
    desc: 'Talking about climate with family and neighbours can feel risky. A few simple habits turn a potential argument into a conversation people want to continue.',
    image: 'climate-conversation.jpg',
    content: `
<p>Surveys in many countries find that most people are worried about climate change, yet rarely talk about it with the people around them. That silence matters: we take our cues from friends, family and neighbours, and a topic nobody mentions feels like a topic nobody cares about. Here is how to host a conversation, at a kitchen table, a community hall or a club meeting, that stays kind and leads somewhere.</p>
<h2>Keep it small and personal</h2>
<p>Invite six to ten people. Small groups let everyone speak and make it harder to hide behind slogans. Tea and food help more than slides. Open by explaining why you care, in your own words and with a local example: the river that floods more often, the summer that was too hot to sleep.</p>
<h2>Start from shared values</h2>
<p>People disagree about policies but share a surprising number of values: caring for children and grandchildren, pride in their place, fairness, thrift, faith, health. Ask guests what they love about where they live and what they want to protect. Climate becomes a way of talking about those things, not an exam in science or politics.</p>
<h2>Ask more than you tell</h2>
<ul>
  <li>"What changes have you noticed around here over the years?"</li>
  <li>"What worries you most, and what gives you hope?"</li>
  <li>"What would make it easier for you to make a change?"</li>
</ul>
<p>Listen to the answers. When someone disagrees, ask what experience led them there. You will rarely change a mind in one evening, but you can keep it open.</p>
<h2>Handle hard moments gently</h2>
<p>If a conversation turns heated, name what you share before returning to what you do not: "We both want cheaper energy bills; we disagree about how to get there." Avoid correcting every fact in public. A quiet follow-up message with a good source often works better than winning the room.</p>
<blockquote><p>The goal of the evening is not agreement. It is that everyone leaves wanting to talk again.</p></blockquote>
<h2>End with something to do</h2>
<p>Close with one small, concrete step the group can take together: visiting a local repair café, joining a tree-planting day, writing to a councillor about safe cycling routes or simply meeting again next month. Action turns worry into agency, and shared action turns a group of guests into a community.</p>
<p>Afterwards, share what worked and what did not on the Climate board. Every conversation makes the next one easier, for you and for the people who will host their own.</p>`,
  },
];

// Fixed ids make every demo article addressable on the next run (uuid v4 layout, valid for z.uuid()).
const articleId = (n: number) => `0e0a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DEMO_IDS = ARTICLES.map((_, i) => articleId(i + 1));

// `./images` beside this file under tsx and vitest; build.mjs copies the folder beside the bundle.
const imagesFolder = new URL('./images/', import.meta.url);

export const demoArticlesSeed: SeedStep = {
  name: 'demo-articles',
  async run(ctx, log) {
    if (!ctx.config.seedDemo) return;
    if (await anyArticleExists(ctx.db, DEMO_IDS)) return;
    // Covers are stored before the transaction: storing a file is not transactional, and an
    // image that ends up unused only costs space (it is named by its bytes, so a retry reuses it).
    const covers = await Promise.all(
      ARTICLES.map(async (a) =>
        ctx.images.save(await readFile(new URL(a.image, imagesFolder)), 'cover'),
      ),
    );
    const now = ctx.clock.now().getTime();
    await withTransaction(ctx, async (tx) => {
      for (const [i, a] of ARTICLES.entries()) {
        const date = new Date(now - a.daysAgo * 86_400_000);
        await importArticle(tx, {
          id: articleId(i + 1),
          title: a.title,
          desc: a.desc,
          content: a.content.trim(),
          type: a.type,
          category: a.category,
          imageUrl: covers[i] ?? null,
          mediaUrl: a.mediaUrl ?? null,
          status: 'published',
          publishDate: date,
          createdAt: date,
        });
      }
    });
    log.info({ articles: ARTICLES.length }, 'Seeded demo inspiration articles');
  },
};

/** The demo articles as the editor would have sent them (for tests of their shape). */
export const DEMO_ARTICLES: readonly DemoArticle[] = ARTICLES;
