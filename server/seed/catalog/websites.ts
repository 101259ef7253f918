import type { CatalogWebsite, WebsiteCategory } from './types';

function sites(category: WebsiteCategory, entries: [domain: string, name: string][]): CatalogWebsite[] {
  return entries.map(([domain, name]) => ({ domain, name, category }));
}

// Popular real sites by web-filtering category, plus lookalike domains of the kind phishing kits register
// (typo squats of catalog apps). None of these domains is also a SaaS catalog domain.
export const CATALOG_WEBSITES: readonly CatalogWebsite[] = [
  ...sites('News', [
    ['cnn.com', 'CNN'], ['bbc.com', 'BBC'], ['bbc.co.uk', 'BBC UK'], ['nytimes.com', 'The New York Times'],
    ['theguardian.com', 'The Guardian'], ['reuters.com', 'Reuters'], ['apnews.com', 'AP News'], ['washingtonpost.com', 'The Washington Post'],
    ['wsj.com', 'The Wall Street Journal'], ['bloomberg.com', 'Bloomberg'], ['ft.com', 'Financial Times'], ['foxnews.com', 'Fox News'],
    ['npr.org', 'NPR'], ['economist.com', 'The Economist'], ['news.ycombinator.com', 'Hacker News'], ['techcrunch.com', 'TechCrunch'],
    ['theverge.com', 'The Verge'], ['arstechnica.com', 'Ars Technica'], ['wired.com', 'WIRED'], ['cnbc.com', 'CNBC'],
    ['news.google.com', 'Google News'], ['politico.com', 'Politico'], ['axios.com', 'Axios'], ['forbes.com', 'Forbes'],
  ]),
  ...sites('Social Networking', [
    ['reddit.com', 'Reddit'], ['tiktok.com', 'TikTok'], ['pinterest.com', 'Pinterest'], ['snapchat.com', 'Snapchat'],
    ['threads.net', 'Threads'], ['bsky.app', 'Bluesky'], ['mastodon.social', 'Mastodon'], ['quora.com', 'Quora'],
    ['tumblr.com', 'Tumblr'], ['vk.com', 'VK'], ['weibo.com', 'Weibo'], ['nextdoor.com', 'Nextdoor'],
  ]),
  ...sites('Shopping', [
    ['amazon.com', 'Amazon'], ['ebay.com', 'eBay'], ['walmart.com', 'Walmart'], ['target.com', 'Target'],
    ['bestbuy.com', 'Best Buy'], ['aliexpress.com', 'AliExpress'], ['temu.com', 'Temu'], ['shein.com', 'SHEIN'],
    ['ikea.com', 'IKEA'], ['costco.com', 'Costco'], ['homedepot.com', 'The Home Depot'], ['wayfair.com', 'Wayfair'],
    ['zara.com', 'Zara'], ['nike.com', 'Nike'], ['apple.com', 'Apple'], ['newegg.com', 'Newegg'],
  ]),
  ...sites('Gambling', [
    ['bet365.com', 'bet365'], ['draftkings.com', 'DraftKings'], ['fanduel.com', 'FanDuel'], ['pokerstars.com', 'PokerStars'],
    ['williamhill.com', 'William Hill'], ['betfair.com', 'Betfair'], ['888casino.com', '888casino'], ['stake.com', 'Stake'],
    ['paddypower.com', 'Paddy Power'], ['betmgm.com', 'BetMGM'],
  ]),
  ...sites('Adult', [
    ['pornhub.com', 'Pornhub'], ['xvideos.com', 'XVideos'], ['xhamster.com', 'xHamster'], ['onlyfans.com', 'OnlyFans'],
    ['chaturbate.com', 'Chaturbate'], ['stripchat.com', 'Stripchat'],
  ]),
  ...sites('Streaming Media', [
    ['netflix.com', 'Netflix'], ['twitch.tv', 'Twitch'], ['hulu.com', 'Hulu'], ['disneyplus.com', 'Disney+'],
    ['primevideo.com', 'Prime Video'], ['max.com', 'Max'], ['tv.apple.com', 'Apple TV'], ['music.apple.com', 'Apple Music'],
    ['soundcloud.com', 'SoundCloud'], ['pandora.com', 'Pandora'], ['peacocktv.com', 'Peacock'], ['paramountplus.com', 'Paramount+'],
    ['crunchyroll.com', 'Crunchyroll'], ['dailymotion.com', 'Dailymotion'], ['deezer.com', 'Deezer'], ['tidal.com', 'TIDAL'],
  ]),
  ...sites('Games', [
    ['store.steampowered.com', 'Steam'], ['epicgames.com', 'Epic Games'], ['roblox.com', 'Roblox'], ['minecraft.net', 'Minecraft'],
    ['chess.com', 'Chess.com'], ['lichess.org', 'Lichess'], ['ea.com', 'EA'], ['xbox.com', 'Xbox'],
    ['playstation.com', 'PlayStation'], ['poki.com', 'Poki'], ['miniclip.com', 'Miniclip'], ['ign.com', 'IGN'],
    ['itch.io', 'itch.io'], ['battle.net', 'Battle.net'], ['gog.com', 'GOG'],
  ]),
  ...sites('Phishing', [
    ['micros0ft-login.com', 'micros0ft-login.com'], ['office365-verify-account.com', 'office365-verify-account.com'],
    ['paypa1-secure.com', 'paypa1-secure.com'], ['dropbox-fileshare-secure.net', 'dropbox-fileshare-secure.net'],
    ['slack-workspace-signin.com', 'slack-workspace-signin.com'], ['okta-sso-verify.com', 'okta-sso-verify.com'],
    ['docusign-envelope-review.net', 'docusign-envelope-review.net'], ['salesforce-login-portal.co', 'salesforce-login-portal.co'],
    ['githib.com', 'githib.com'], ['dropbx.com', 'dropbx.com'], ['chatgtp.com', 'chatgtp.com'], ['linkedn.com', 'linkedn.com'],
    ['zooom-meeting.us', 'zooom-meeting.us'], ['googel-drive.com', 'googel-drive.com'], ['amaz0n-billing.com', 'amaz0n-billing.com'],
    ['app1e-id-support.com', 'app1e-id-support.com'], ['notlon.so', 'notlon.so'], ['figmma.com', 'figmma.com'],
  ]),
  ...sites('Malware', [
    ['free-pdf-converter-download.xyz', 'free-pdf-converter-download.xyz'], ['chrome-update-required.top', 'chrome-update-required.top'],
    ['flashplayer-update.click', 'flashplayer-update.click'], ['driver-booster-free.online', 'driver-booster-free.online'],
    ['cracked-software-hub.ru', 'cracked-software-hub.ru'], ['win-defender-alert.support', 'win-defender-alert.support'],
  ]),
  ...sites('Travel', [
    ['booking.com', 'Booking.com'], ['airbnb.com', 'Airbnb'], ['expedia.com', 'Expedia'], ['tripadvisor.com', 'Tripadvisor'],
    ['kayak.com', 'KAYAK'], ['united.com', 'United Airlines'], ['delta.com', 'Delta'], ['marriott.com', 'Marriott'],
    ['hilton.com', 'Hilton'], ['uber.com', 'Uber'], ['lyft.com', 'Lyft'], ['skyscanner.net', 'Skyscanner'],
  ]),
  ...sites('Sports', [
    ['espn.com', 'ESPN'], ['nba.com', 'NBA'], ['nfl.com', 'NFL'], ['mlb.com', 'MLB'], ['fifa.com', 'FIFA'],
    ['skysports.com', 'Sky Sports'], ['bleacherreport.com', 'Bleacher Report'], ['strava.com', 'Strava'],
  ]),
  ...sites('Search Engines', [
    ['google.com', 'Google Search'], ['bing.com', 'Bing'], ['duckduckgo.com', 'DuckDuckGo'], ['search.yahoo.com', 'Yahoo Search'],
    ['yandex.com', 'Yandex'], ['baidu.com', 'Baidu'], ['ecosia.org', 'Ecosia'], ['search.brave.com', 'Brave Search'],
  ]),
  ...sites('Reference', [
    ['wikipedia.org', 'Wikipedia'], ['britannica.com', 'Britannica'], ['merriam-webster.com', 'Merriam-Webster'],
    ['dictionary.com', 'Dictionary.com'], ['wolframalpha.com', 'Wolfram|Alpha'], ['archive.org', 'Internet Archive'],
    ['developer.mozilla.org', 'MDN Web Docs'], ['w3schools.com', 'W3Schools'], ['maps.google.com', 'Google Maps'],
  ]),
  ...sites('Banking', [
    ['chase.com', 'Chase'], ['bankofamerica.com', 'Bank of America'], ['wellsfargo.com', 'Wells Fargo'], ['citi.com', 'Citi'],
    ['hsbc.com', 'HSBC'], ['capitalone.com', 'Capital One'], ['americanexpress.com', 'American Express'], ['fidelity.com', 'Fidelity'],
    ['schwab.com', 'Charles Schwab'], ['vanguard.com', 'Vanguard'], ['robinhood.com', 'Robinhood'],
  ]),
  ...sites('Health', [
    ['webmd.com', 'WebMD'], ['mayoclinic.org', 'Mayo Clinic'], ['nih.gov', 'NIH'], ['healthline.com', 'Healthline'],
    ['myfitnesspal.com', 'MyFitnessPal'],
  ]),
  ...sites('Government', [
    ['irs.gov', 'IRS'], ['usa.gov', 'USA.gov'], ['gov.uk', 'GOV.UK'], ['ssa.gov', 'Social Security'], ['europa.eu', 'European Union'],
    ['cisa.gov', 'CISA'],
  ]),
  ...sites('Job Search', [
    ['monster.com', 'Monster'], ['ziprecruiter.com', 'ZipRecruiter'], ['wellfound.com', 'Wellfound'], ['dice.com', 'Dice'],
    ['levels.fyi', 'Levels.fyi'], ['hired.com', 'Hired'],
  ]),
  ...sites('Real Estate', [
    ['zillow.com', 'Zillow'], ['realtor.com', 'Realtor.com'], ['redfin.com', 'Redfin'], ['rightmove.co.uk', 'Rightmove'],
    ['apartments.com', 'Apartments.com'],
  ]),
  ...sites('Food and Dining', [
    ['doordash.com', 'DoorDash'], ['ubereats.com', 'Uber Eats'], ['grubhub.com', 'Grubhub'], ['opentable.com', 'OpenTable'],
    ['yelp.com', 'Yelp'], ['allrecipes.com', 'Allrecipes'], ['starbucks.com', 'Starbucks'],
  ]),
  ...sites('Weather', [['weather.com', 'The Weather Channel'], ['accuweather.com', 'AccuWeather'], ['weather.gov', 'National Weather Service']]),
  ...sites('Technology', [
    ['microsoft.com', 'Microsoft'], ['support.apple.com', 'Apple Support'], ['samsung.com', 'Samsung'], ['dell.com', 'Dell'],
    ['lenovo.com', 'Lenovo'], ['hp.com', 'HP'], ['tomshardware.com', "Tom's Hardware"], ['cnet.com', 'CNET'],
    ['speedtest.net', 'Speedtest'], ['downdetector.com', 'Downdetector'],
  ]),
  ...sites('Entertainment', [
    ['imdb.com', 'IMDb'], ['rottentomatoes.com', 'Rotten Tomatoes'], ['buzzfeed.com', 'BuzzFeed'], ['9gag.com', '9GAG'],
    ['giphy.com', 'GIPHY'], ['imgur.com', 'Imgur'], ['fandom.com', 'Fandom'], ['goodreads.com', 'Goodreads'],
  ]),
  ...sites('Proxy Avoidance', [
    ['hidemyass.com', 'Hide My Ass!'], ['hide.me', 'hide.me'], ['croxyproxy.com', 'CroxyProxy'], ['proxysite.com', 'ProxySite'],
    ['kproxy.com', 'KProxy'], ['torproject.org', 'Tor Project'],
  ]),
  ...sites('Peer-to-Peer', [
    ['thepiratebay.org', 'The Pirate Bay'], ['1337x.to', '1337x'], ['rarbg.to', 'RARBG'], ['utorrent.com', 'uTorrent'],
    ['bittorrent.com', 'BitTorrent'], ['qbittorrent.org', 'qBittorrent'],
  ]),
  ...sites('Dating', [
    ['tinder.com', 'Tinder'], ['bumble.com', 'Bumble'], ['hinge.co', 'Hinge'], ['match.com', 'Match'], ['okcupid.com', 'OkCupid'],
  ]),
  ...sites('Weapons', [['gunbroker.com', 'GunBroker'], ['cheaperthandirt.com', 'Cheaper Than Dirt'], ['brownells.com', 'Brownells']]),
  ...sites('Parked Domains', [
    ['sedoparking.com', 'Sedo Parking'], ['bodis.com', 'Bodis'], ['parkingcrew.net', 'ParkingCrew'], ['above.com', 'Above.com'],
  ]),
];
